import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { BlockOf } from '../../../src/model/types';
import { EvaluationFallback } from '../../../src/renderers/evaluation/EvaluationFallback';
import { EvaluationRenderer } from '../../../src/renderers/evaluation/EvaluationRenderer';
import { expectAccessible, fixtureBlock, Harness, installDomPolyfills, lastAnswer, rationale } from './support';

const block = fixtureBlock<BlockOf<'evaluation'>>('eval-form');
const kinds = [
  ['Renderer', EvaluationRenderer],
  ['Fallback', EvaluationFallback],
] as const;

beforeAll(installDomPolyfills);

/** Each question in turn: Excellent, No, confidence 2, the first and third changes, Strongly agree. */
async function answerAll(Component: (typeof kinds)[number][1]) {
  const user = userEvent.setup();
  const onAnswer = vi.fn();
  const view = render(<Harness Component={Component} block={block} onAnswer={onAnswer} />);
  await user.tab();
  await user.keyboard(' '); // Overall: Excellent
  await user.tab();
  await user.keyboard('{ArrowDown>}');
  await user.keyboard('{/ArrowDown}'); // Bias: No
  await user.tab();
  if (Component === EvaluationRenderer) await user.keyboard('{Home}{ArrowRight}{ArrowRight}');
  else await user.keyboard(' {ArrowRight}{ArrowRight}'); // Confidence: 2
  await user.tab();
  await user.keyboard(' '); // Changes: first option
  await user.tab();
  await user.tab();
  await user.keyboard(' '); // Changes: third option
  await user.tab();
  await user.tab();
  await user.keyboard(' '); // Evidence: Strongly agree
  view.unmount();
  return lastAnswer(onAnswer);
}

describe.each(kinds)('evaluation %s', (_name, Component) => {
  it('draws every question type, marks required ones, and is accessible', async () => {
    const { container } = render(<Harness Component={Component} block={block} />);
    const overall = screen.getByText('Overall, how would you rate this activity? (required)');
    expect(overall.closest('.method-choice')?.querySelectorAll('[role="radio"], input[type="radio"]')).toHaveLength(4);
    expect(screen.getByRole('radio', { name: 'Yes' })).toBeTruthy();
    expect(screen.getAllByRole('checkbox')).toHaveLength(4);
    expect(screen.getByRole('group', { name: 'Which changes do you plan to make in your practice?' })).toBeTruthy();
    await expectAccessible(container);
  });

  it('is disabled in review and shows a rationale keyed by the block id', () => {
    const { container } = render(
      <Harness
        Component={Component}
        block={block}
        status="review"
        answer={{ type: 'selections', byQuestion: { 'ev-bias': 'yes', 'ev-confidence': '7' } }}
        rationales={{ 'eval-form': rationale('eval-form', 'Thank you for your feedback.', null) }}
      />,
    );
    expect(screen.getByText('Thank you for your feedback.')).toBeTruthy();
    for (const control of container.querySelectorAll('input, button')) expect(control.matches(':disabled')).toBe(true);
    const yes = screen.getByRole('radio', { name: 'Yes' });
    expect(yes.getAttribute('aria-checked') === 'true' || (yes as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('Your answer: 7')).toBeTruthy();
  });
});

describe('evaluation Renderer and Fallback', () => {
  it('store identical selections for the same keyboard path', async () => {
    const fromRenderer = await answerAll(EvaluationRenderer);
    const fromFallback = await answerAll(EvaluationFallback);
    expect(fromRenderer).toEqual({
      type: 'selections',
      byQuestion: {
        'ev-overall': 'Excellent',
        'ev-bias': 'no',
        'ev-confidence': '2',
        'ev-changes': 'Screen UACR annually in every patient with diabetes|Use home blood pressure readings to guide titration',
        'ev-evidence': 'Strongly agree',
      },
    });
    expect(fromFallback).toEqual(fromRenderer);
  });
});
