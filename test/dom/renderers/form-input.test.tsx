import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { BlockOf } from '../../../src/model/types';
import { FormInputFallback } from '../../../src/renderers/form-input/FormInputFallback';
import { FormInputRenderer } from '../../../src/renderers/form-input/FormInputRenderer';
import { expectAccessible, fixtureBlock, Harness, lastAnswer, rationale } from './support';
import { withFields } from '../../support/blockFromFields';

const block = fixtureBlock<BlockOf<'form-input'>>('content-goal-input');
const changed = (fields: Record<string, unknown>) => withFields(block, fields);
const kinds = [
  ['Renderer', FormInputRenderer],
  ['Fallback', FormInputFallback],
] as const;

describe.each(kinds)('form-input %s', (_name, Component) => {
  it('draws the fixture textarea with its label and placeholder, accessibly', async () => {
    const { container } = render(<Harness Component={Component} block={block} />);
    const field = screen.getByRole('textbox', { name: /Write one specific, measurable goal/ });
    expect(field.tagName).toBe('TEXTAREA');
    expect(field.hasAttribute('required')).toBe(false);
    expect(field.getAttribute('placeholder')).toContain('check home blood pressure');
    await expectAccessible(container);
  });

  it.each([
    ['email', 'textbox', 'INPUT'],
    ['number', 'spinbutton', 'INPUT'],
    ['text', 'textbox', 'INPUT'],
  ])('draws input_type %s', async (inputType, role, tag) => {
    const { container } = render(<Harness Component={Component} block={changed({ input_type: inputType, required: true, label: 'Your value' })} />);
    const field = screen.getByRole(role, { name: 'Your value (required)' });
    expect(field.tagName).toBe(tag);
    expect(field.getAttribute('type')).toBe(inputType);
    expect(field.hasAttribute('required')).toBe(true);
    await expectAccessible(container);
  });

  it('is disabled in review and shows the rationale keyed by the block id', async () => {
    const { container } = render(
      <Harness Component={Component} block={block} status="review" answer={{ type: 'value', value: 'Walk daily' }} rationales={{ 'content-goal-input': rationale('content-goal-input', 'A measurable goal.', null) }} />,
    );
    expect(screen.getByRole('textbox').matches(':disabled')).toBe(true);
    expect(screen.getByText('A measurable goal.')).toBeTruthy();
    await expectAccessible(container);
  });
});

describe('form-input Renderer and Fallback', () => {
  it.each([
    ['textarea', block, 'Walk 20 min', 'Walk 20 min'],
    ['number', changed({ input_type: 'number' }), '42', 42],
  ] as const)('post identical answers for the same typing (%s)', async (_type, subject, typed, value) => {
    const user = userEvent.setup();
    const answers = [];
    for (const [, Component] of kinds) {
      const onAnswer = vi.fn();
      const view = render(<Harness Component={Component} block={subject} onAnswer={onAnswer} />);
      await user.tab();
      await user.keyboard(typed);
      answers.push(lastAnswer(onAnswer));
      view.unmount();
    }
    expect(answers[0]).toEqual({ type: 'value', value });
    expect(answers[1]).toEqual(answers[0]);
  });
});
