import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { QuestionSetBlock } from '../../../src/model/types';
import { TimedQuizFallback } from '../../../src/renderers/timed-quiz/TimedQuizFallback';
import { TimedQuizRenderer } from '../../../src/renderers/timed-quiz/TimedQuizRenderer';
import { defaultStrings } from '../../../src/strings/en';
import { course, expectAccessible, fixtureBlock, Harness, installDomPolyfills, lastAnswer, rationale } from './support';

const block = fixtureBlock<QuestionSetBlock>('assess-timed');
const kinds = [
  ['Renderer', TimedQuizRenderer],
  ['Fallback', TimedQuizFallback],
] as const;

beforeAll(installDomPolyfills);
afterEach(() => vi.useRealTimers());

describe.each(kinds)('timed-quiz %s', (_name, Component) => {
  it('is answered by keyboard and is accessible', async () => {
    const user = userEvent.setup();
    const onAnswer = vi.fn();
    const { container } = render(<Harness Component={Component} block={block} onAnswer={onAnswer} />);
    await user.tab();
    await user.keyboard(' ');
    expect(lastAnswer(onAnswer)).toEqual({ type: 'timed', byQuestion: { 'tq-metformin-egfr': 0 } });
    await expectAccessible(container);
  });

  it('disables every option in review and shows the rationale per question', async () => {
    const { container } = render(
      <Harness
        Component={Component}
        block={block}
        status="review"
        answer={{ type: 'timed', byQuestion: { 'tq-metformin-egfr': 2 } }}
        rationales={{ 'tq-metformin-egfr': rationale('tq-metformin-egfr', 'Contraindicated below 30.') }}
      />,
    );
    for (const radio of screen.getAllByRole('radio')) expect(radio.matches(':disabled')).toBe(true);
    expect(screen.getByText('Contraindicated below 30.')).toBeTruthy();
    expect(screen.getByText('Correct')).toBeTruthy();
    expect(screen.queryByRole('timer')).toBeNull();
    await expectAccessible(container);
  });
});

describe('timed-quiz Renderer and Fallback', () => {
  /** Tab into the first group, arrow to "30" (index 2); tab into the second and take its first option. */
  async function answerByKeyboard(Component: (typeof kinds)[number][1]) {
    const user = userEvent.setup();
    const onAnswer = vi.fn();
    const view = render(<Harness Component={Component} block={block} onAnswer={onAnswer} />);
    await user.tab();
    // Radix moves focus a tick after keydown and selects on that focus: hold the key like a person.
    await user.keyboard('{ArrowDown>}');
    await user.keyboard('{/ArrowDown}{ArrowDown>}');
    await user.keyboard('{/ArrowDown}');
    await user.tab();
    await user.keyboard(' ');
    view.unmount();
    return lastAnswer(onAnswer);
  }

  it('post identical answers for the same keyboard path', async () => {
    const fromRenderer = await answerByKeyboard(TimedQuizRenderer);
    const fromFallback = await answerByKeyboard(TimedQuizFallback);
    expect(fromRenderer).toEqual({ type: 'timed', byQuestion: { 'tq-metformin-egfr': 2, 'tq-sglt2-adverse': 0 } });
    expect(fromFallback).toEqual(fromRenderer);
  });

  it('the Fallback shows no countdown', () => {
    render(<Harness Component={TimedQuizFallback} block={block} />);
    expect(screen.queryByRole('timer')).toBeNull();
  });
});

describe('timed-quiz countdown', () => {
  it('counts down the first unanswered question, says when time is up and never locks the answer', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const onAnswer = vi.fn();
    render(<Harness Component={TimedQuizRenderer} block={block} onAnswer={onAnswer} />);
    const [first, second] = screen.getAllByRole('timer');
    expect(first?.textContent).toBe('Suggested time left: 30 seconds');
    expect(second?.textContent).toBe('Suggested time: 30 seconds');

    act(() => vi.advanceTimersByTime(20_000));
    expect(first?.textContent).toBe('Suggested time left: 10 seconds');
    expect(screen.getAllByRole('status')[0]?.textContent).toBe('10 seconds of suggested time left. Take the time you need.');

    act(() => vi.advanceTimersByTime(15_000));
    expect(first?.textContent).toBe('The suggested time is up. Take the time you need; your answer still counts.');

    await user.tab();
    await user.keyboard(' ');
    expect(lastAnswer(onAnswer)).toEqual({ type: 'timed', byQuestion: { 'tq-metformin-egfr': 0 } });
    for (const radio of screen.getAllByRole('radio')) expect(radio.getAttribute('data-disabled')).toBeNull();
    // The next question's clock starts once the first is answered.
    act(() => vi.advanceTimersByTime(5_000));
    expect(screen.getAllByRole('timer')[1]?.textContent).toBe('Suggested time left: 25 seconds');
  });
});

describe.each(kinds)('timed-quiz %s as a graded anchor', (_name, Component) => {
  it('offers Check answer once every question is answered, then locks', async () => {
    const user = userEvent.setup();
    const onCheck = vi.fn();
    const answer = { type: 'timed' as const, byQuestion: { 'tq-metformin-egfr': 2 } };
    const props = { block, course, answer, onAnswer: () => {}, status: 'editable' as const, rationales: {}, strings: defaultStrings, onCheck };
    const view = render(<div className="method-player"><Component {...props} checkState="idle" /></div>);
    const check = screen.getByRole('button', { name: 'Check answer' });
    expect(check.getAttribute('aria-disabled')).toBe('true');
    await user.click(check);
    expect(onCheck).not.toHaveBeenCalled();

    view.rerender(<div className="method-player"><Component {...props} answer={{ type: 'timed', byQuestion: { 'tq-metformin-egfr': 2, 'tq-sglt2-adverse': 0 } }} checkState="idle" /></div>);
    await user.click(screen.getByRole('button', { name: 'Check answer' }));
    expect(onCheck).toHaveBeenCalledTimes(1);

    view.rerender(<div className="method-player"><Component {...props} checkState="done" /></div>);
    expect(screen.queryByRole('button', { name: 'Check answer' })).toBeNull();
    for (const radio of screen.getAllByRole('radio')) expect(radio.matches(':disabled') || radio.hasAttribute('data-disabled')).toBe(true);
    expect(screen.queryByRole('timer')).toBeNull();
  });
});
