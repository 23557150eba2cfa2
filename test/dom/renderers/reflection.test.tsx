import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { BlockOf } from '../../../src/model/types';
import { ReflectionFallback } from '../../../src/renderers/reflection/ReflectionFallback';
import { ReflectionRenderer } from '../../../src/renderers/reflection/ReflectionRenderer';
import { expectAccessible, fixtureBlock, Harness, lastAnswer, rationale } from './support';

const block = fixtureBlock<BlockOf<'reflection'>>('edu-reflection');
const kinds = [
  ['Renderer', ReflectionRenderer],
  ['Fallback', ReflectionFallback],
] as const;

describe.each(kinds)('reflection %s', (_name, Component) => {
  it('is a labelled text area with the payload placeholder, and accessible', async () => {
    const { container } = render(<Harness Component={Component} block={block} />);
    const field = screen.getByRole('textbox', { name: /Think of a patient in your practice/ });
    expect(field.getAttribute('placeholder')).toBe('Cost, prior authorization, concern about infections, clinical inertia...');
    await expectAccessible(container);
  });

  it('is disabled in review and shows the rationale keyed by the block id', async () => {
    const { container } = render(
      <Harness Component={Component} block={block} status="review" answer={{ type: 'value', value: 'Cost.' }} rationales={{ 'edu-reflection': rationale('edu-reflection', 'Thank you.', null) }} />,
    );
    expect(screen.getByRole('textbox').matches(':disabled')).toBe(true);
    expect((screen.getByRole('textbox') as HTMLTextAreaElement).value).toBe('Cost.');
    expect(screen.getByText('Thank you.')).toBeTruthy();
    await expectAccessible(container);
  });
});

describe('reflection Renderer and Fallback', () => {
  it('post identical answers for the same typing', async () => {
    const user = userEvent.setup();
    const answers = [];
    for (const [, Component] of kinds) {
      const onAnswer = vi.fn();
      const view = render(<Harness Component={Component} block={block} onAnswer={onAnswer} />);
      await user.tab();
      await user.keyboard('Prior auth');
      answers.push(lastAnswer(onAnswer));
      view.unmount();
    }
    expect(answers[0]).toEqual({ type: 'value', value: 'Prior auth' });
    expect(answers[1]).toEqual(answers[0]);
  });
});
