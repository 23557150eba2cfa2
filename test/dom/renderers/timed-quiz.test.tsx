import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
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

  it('with advisory time limits, the Fallback shows no countdown (as before enforcement)', () => {
    render(<Harness Component={TimedQuizFallback} block={block} timeLimits="advisory" />);
    expect(screen.queryByRole('timer')).toBeNull();
  });
});

describe('timed-quiz countdown with advisory time limits', () => {
  it('counts down the first unanswered question, says when time is up and never locks the answer', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const onAnswer = vi.fn();
    render(<Harness Component={TimedQuizRenderer} block={block} onAnswer={onAnswer} timeLimits="advisory" />);
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

/** The fixture's questions, as a learner finds them: by their text. */
const FIRST = /Metformin should be discontinued/;
const SECOND = /Which adverse effect is most important/;

/** The block of one question (its options, its clock, its messages), found by the question's text. */
function questionItem(prompt: RegExp): HTMLElement {
  return screen.getByText(prompt).closest<HTMLElement>('.method-mcq__item')!;
}

function radiosOf(prompt: RegExp): HTMLElement[] {
  return within(questionItem(prompt)).getAllByRole('radio');
}

const isDisabled = (radio: HTMLElement) => radio.matches(':disabled') || radio.hasAttribute('data-disabled');

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe.each(kinds)('timed-quiz %s with enforced time limits (the default)', (_name, Component) => {
  beforeEach(() => {
    // Only the clock and the countdown's interval: Testing Library and user-event wait on real timeouts.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(Date.parse('2026-11-23T09:00:00Z'));
  });

  it('counts down the running question and warns 20 seconds before the end, with a More time button that adds the limit again', async () => {
    const user = userEvent.setup();
    const { container } = render(<Harness Component={Component} block={block} />);
    expect(within(questionItem(FIRST)).getByRole('timer').textContent).toBe('Time left: 30 seconds');
    expect(within(questionItem(SECOND)).getByRole('timer').textContent).toBe('Time limit: 30 seconds');
    expect(screen.queryByRole('button', { name: /More time/ })).toBeNull();

    await advance(9_000);
    expect(within(questionItem(FIRST)).getByRole('status').textContent).toBe('');
    await advance(1_000);
    expect(within(questionItem(FIRST)).getByRole('timer').textContent).toBe('Time left: 20 seconds');
    expect(within(questionItem(FIRST)).getByRole('status').textContent).toBe('Question 1 has 20 seconds or less left. Choose “More time” to add time.');
    await expectAccessible(container);

    await user.click(screen.getByRole('button', { name: 'More time for question 1' }));
    expect(within(questionItem(FIRST)).getByRole('timer').textContent).toBe('Time left: 50 seconds');
    expect(within(questionItem(FIRST)).getByRole('status').textContent).toBe('Added 30 seconds to question 1 (1 of 10).');
    // The button stays where the learner pressed it, for another extension.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'More time for question 1' }));
    await advance(45_000);
    expect(within(questionItem(FIRST)).getByRole('timer').textContent).toBe('Time left: 5 seconds');
    expect(radiosOf(FIRST).some(isDisabled)).toBe(false);
  });

  it('locks a question that runs out unanswered, says so, and moves on to the next question with focus', async () => {
    const user = userEvent.setup();
    const onAnswer = vi.fn();
    render(<Harness Component={Component} block={block} onAnswer={onAnswer} />);
    await user.tab();
    expect(radiosOf(FIRST)).toContain(document.activeElement);

    await advance(30_000);
    expect(radiosOf(FIRST).every(isDisabled)).toBe(true);
    expect(within(questionItem(FIRST)).getByRole('timer').textContent).toBe('Time is up');
    expect(within(questionItem(FIRST)).getByRole('status').textContent).toBe('Time is up for question 1. It is locked without an answer. On to the next question.');
    expect(within(questionItem(SECOND)).getByRole('timer').textContent).toBe('Time left: 30 seconds');
    expect(radiosOf(SECOND)).toContain(document.activeElement);
    expect(radiosOf(SECOND).some(isDisabled)).toBe(false);

    await user.keyboard(' ');
    expect(lastAnswer(onAnswer)).toEqual({ type: 'timed', byQuestion: { 'tq-sglt2-adverse': 0 } });
    await user.click(screen.getByRole('radio', { name: '45' }));
    expect(lastAnswer(onAnswer)).toEqual({ type: 'timed', byQuestion: { 'tq-sglt2-adverse': 0 } });
  });

  it('locks a question that runs out with its last answer, and keeps that answer', async () => {
    const user = userEvent.setup();
    const onAnswer = vi.fn();
    render(<Harness Component={Component} block={block} onAnswer={onAnswer} />);
    await user.click(screen.getByRole('radio', { name: '60' }));
    await advance(5_000);
    await user.click(screen.getByRole('radio', { name: '30' }));
    // The next question started with the first answer; the answered one keeps its own time, and can be changed meanwhile.
    expect(within(questionItem(SECOND)).getByRole('timer').textContent).toBe('Time left: 25 seconds');
    expect(within(questionItem(FIRST)).getByRole('timer').textContent).toBe('Answered. Time left to change it: 25 seconds');

    await advance(25_000);
    expect(radiosOf(FIRST).every(isDisabled)).toBe(true);
    expect(within(questionItem(FIRST)).getByRole('status').textContent).toBe('Time is up for question 1. Your answer is locked in.');
    const kept = screen.getByRole('radio', { name: '30' });
    expect(kept.getAttribute('aria-checked') ?? String((kept as HTMLInputElement).checked)).toBe('true');
    await user.click(screen.getByRole('radio', { name: '15' }));
    expect(lastAnswer(onAnswer)).toEqual({ type: 'timed', byQuestion: { 'tq-metformin-egfr': 2 } });
  });

  it('warns an answered question 20 seconds before its answer locks, and More time extends it (WCAG 2.2.1: every limit met)', async () => {
    const user = userEvent.setup();
    const { container } = render(<Harness Component={Component} block={block} />);
    await user.click(screen.getByRole('radio', { name: '30' }));
    await advance(9_000);
    expect(within(questionItem(FIRST)).getByRole('status').textContent).toBe('');
    expect(screen.queryByRole('button', { name: 'More time for question 1' })).toBeNull();
    await advance(1_000);
    // Still changeable, so its countdown says so, and it is warned as an unanswered one would be.
    expect(within(questionItem(FIRST)).getByRole('timer').textContent).toBe('Answered. Time left to change it: 20 seconds');
    expect(within(questionItem(FIRST)).getByRole('status').textContent).toBe('Question 1 has 20 seconds or less left. Choose “More time” to add time.');
    await expectAccessible(container);

    await user.click(screen.getByRole('button', { name: 'More time for question 1' }));
    expect(within(questionItem(FIRST)).getByRole('timer').textContent).toBe('Answered. Time left to change it: 50 seconds');
    expect(within(questionItem(FIRST)).getByRole('status').textContent).toBe('Added 30 seconds to question 1 (1 of 10).');
    // Past the first deadline the answer can still be changed.
    await advance(25_000);
    expect(radiosOf(FIRST).some(isDisabled)).toBe(false);
    await advance(25_000);
    expect(radiosOf(FIRST).every(isDisabled)).toBe(true);
  });

  it('allows ten extensions, then says no more time can be added', async () => {
    const user = userEvent.setup();
    render(<Harness Component={Component} block={block} />);
    await advance(10_000);
    for (let press = 1; press <= 10; press += 1) await user.click(screen.getByRole('button', { name: 'More time for question 1' }));
    expect(within(questionItem(FIRST)).getByRole('timer').textContent).toBe('Time left: 5 minutes 20 seconds');
    expect(screen.queryByRole('button', { name: /More time/ })).toBeNull();
    // The button went with the last extension: focus goes back to the question, not to the page.
    expect(radiosOf(FIRST)).toContain(document.activeElement);
    await advance(300_000);
    expect(within(questionItem(FIRST)).getByRole('status').textContent).toBe('Question 1 has 20 seconds or less left. No more time can be added.');
    await advance(20_000);
    expect(radiosOf(FIRST).every(isDisabled)).toBe(true);
  });

  it('shows no clock and locks nothing in review', () => {
    render(<Harness Component={Component} block={block} status="review" answer={{ type: 'timed', byQuestion: { 'tq-metformin-egfr': 2 } }} />);
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.queryByRole('button', { name: /More time/ })).toBeNull();
  });
});

describe('timed-quiz Renderer and Fallback with enforced time limits', () => {
  beforeEach(() => {
    // Only the clock and the countdown's interval: Testing Library and user-event wait on real timeouts.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(Date.parse('2026-11-23T09:00:00Z'));
  });

  /** Answer the second question, let the first run out, then try to answer the first. */
  async function runOut(Component: (typeof kinds)[number][1]) {
    const user = userEvent.setup();
    const onAnswer = vi.fn();
    const view = render(<Harness Component={Component} block={block} onAnswer={onAnswer} />);
    await user.click(screen.getByRole('radio', { name: 'Weight gain' }));
    await advance(31_000);
    await user.click(screen.getByRole('radio', { name: '30' }));
    const timers = screen.getAllByRole('timer').map((timer) => timer.textContent);
    view.unmount();
    return { answer: lastAnswer(onAnswer), timers };
  }

  it('behave the same and hold the same answer when a question runs out', async () => {
    const fromRenderer = await runOut(TimedQuizRenderer);
    const fromFallback = await runOut(TimedQuizFallback);
    expect(fromRenderer).toEqual({ answer: { type: 'timed', byQuestion: { 'tq-sglt2-adverse': 2 } }, timers: ['Time is up', 'Time is up'] });
    expect(fromFallback).toEqual(fromRenderer);
  });
});
