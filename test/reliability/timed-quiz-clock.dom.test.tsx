import { act, render, screen, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CoursePlayer, defaultStrings as strings, type CoursePlayerProps } from '../../src';
import { installDomPolyfills } from '../dom/renderers/support';
import { reportFigure } from './figure';
import { memoryStorage } from '../support/memoryStorage';
import { loadPersistenceCode } from '../support/persistenceCode';

// What persistence does once its code is here (persistence-loading.test.tsx: before it is).
beforeAll(loadPersistenceCode);

/**
 * Suite 7: the timed quiz's countdown against the wall clock. A background tab fires its timers
 * late and rarely; a laptop waking from sleep jumps the clock. The time left must come from the
 * moment the question started (Date.now), never from the number of ticks that happened to fire,
 * and "time is up" must look the same however the deadline was passed.
 */
const LIMIT = 30;
const START = Date.parse('2026-11-23T09:00:00Z');

function timedCourse() {
  return {
    contract_version: '2026-09-03', course_id: 'timed', organization_id: 'o', name: 'Timed', format: 'method', total_phases: 1,
    learning_objectives: [], accreditation: null, available_certificate_types: [], activity_details: {}, references: [], series: null,
    phases: [{
      id: 'p', title: 'Quick check', type: 'assessment', required: true, order: 0, display_mode: 'sequential', screen_count: 1,
      components: [{
        id: 'tq', type: 'timed_quiz', reveal_after: null, screen_index: 0, screen_role: 'primary',
        questions: [
          { id: 'q1', question: 'Metformin stops below which eGFR?', options: ['60', '45', '30', '15'], timeLimit: LIMIT },
          { id: 'q2', question: 'Counsel on which SGLT2 effect?', options: ['Genital infection', 'Weight gain'], timeLimit: LIMIT },
        ],
      }],
    }],
  };
}

function firstTimer(): string {
  return screen.getAllByRole('timer')[0]?.textContent ?? '';
}

/** The n-th question's block: its options, its countdown, its messages. */
function question(index: number): HTMLElement {
  return screen.getAllByRole('timer')[index]!.closest<HTMLElement>('.method-mcq__item')!;
}

const isLocked = (item: HTMLElement) => within(item).getAllByRole('radio').every((radio) => radio.matches(':disabled') || radio.hasAttribute('data-disabled'));

function mountQuiz(persistence?: CoursePlayerProps['persistence'], timeLimits: CoursePlayerProps['timeLimits'] = 'advisory') {
  return render(
    <StrictMode>
      <CoursePlayer payload={timedCourse()} userId="u" onSubmit={async () => ({})} timeLimits={timeLimits} {...(persistence ? { persistence } : {})} />
    </StrictMode>,
  );
}


/** Lets `ms` of timers fire, as a foreground tab would. */
async function tick(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/** The wall clock moves by `ms` while timers do not fire (a throttled tab, a sleeping laptop), then one tick. */
async function jump(ms: number) {
  await act(async () => {
    vi.setSystemTime(Date.now() + ms);
    await vi.advanceTimersByTimeAsync(1000);
  });
}

beforeAll(installDomPolyfills);
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(START);
});
afterEach(() => vi.useRealTimers());

describe('timed quiz against the clock (suite 7), advisory limits', () => {
  it('counts down from the wall clock in a foreground tab', async () => {
    mountQuiz();
    expect(firstTimer()).toBe(strings.timeLeft(LIMIT));
    await tick(5000);
    expect(firstTimer()).toBe(strings.timeLeft(LIMIT - 5));
  });

  it('a background tab whose timer fired once in 20 s shows 20 s gone, not 1', async () => {
    mountQuiz();
    await jump(19_000);
    expect(firstTimer()).toBe(strings.timeLeft(LIMIT - 20));
  });

  it('waking from sleep past the deadline shows time up, exactly as running out in the foreground does', async () => {
    mountQuiz();
    await jump(10 * 60_000);
    expect(firstTimer()).toBe(strings.timeUp);
  });

  it('running out in the foreground shows the same time-up text and leaves the answer open', async () => {
    mountQuiz();
    await tick((LIMIT + 1) * 1000);
    expect(firstTimer()).toBe(strings.timeUp);
    // Advice only: the options stay enabled after the time is up.
    const radios = within(screen.getAllByRole('radiogroup')[0]!).getAllByRole('radio');
    expect(radios.filter((radio) => radio.hasAttribute('disabled') || radio.getAttribute('aria-disabled') === 'true')).toEqual([]);
  });

  it('the clock going backwards (a corrected system time) never adds time beyond the limit', async () => {
    mountQuiz();
    await tick(3000);
    await jump(-60_000);
    expect(firstTimer()).toBe(strings.timeLeft(LIMIT));
  });

  it('a reload mid-question keeps the clock: the time away counts, the question does not start over', async () => {
    const persistence = { key: 'clock', storage: memoryStorage() };
    const first = mountQuiz(persistence);
    await tick(10_000);
    expect(firstTimer()).toBe(strings.timeLeft(LIMIT - 10));
    first.unmount();
    // Five seconds with the page gone, then the same learner opens it again.
    vi.setSystemTime(Date.now() + 5000);
    mountQuiz(persistence);
    expect(firstTimer()).toBe(strings.timeLeft(LIMIT - 15));
    await jump(LIMIT * 1000);
    expect(firstTimer()).toBe(strings.timeUp);
    reportFigure(`timed quiz: remaining time from the wall clock in 6 scenarios (foreground, throttled tab, sleep past deadline, foreground expiry, clock set back, reload mid-question); expiry text identical`);
  });
});

describe('timed quiz against the clock (suite 7), enforced limits (the default)', () => {
  const mountEnforced = (persistence?: CoursePlayerProps['persistence']) => mountQuiz(persistence, 'enforced');
  const EXPIRED = 'Time is up for question 1. It is locked without an answer. On to the next question.';

  it('counts down from the wall clock in a foreground tab', async () => {
    mountEnforced();
    expect(firstTimer()).toBe(strings.timeLimitLeft(LIMIT));
    await tick(5000);
    expect(firstTimer()).toBe(strings.timeLimitLeft(LIMIT - 5));
  });

  it('a background tab whose timer fired once in 20 s shows 20 s gone, and the warning', async () => {
    mountEnforced();
    await jump(19_000);
    expect(firstTimer()).toBe(strings.timeLimitLeft(LIMIT - 20));
    expect(within(question(0)).getByRole('button', { name: 'More time for question 1' })).toBeTruthy();
  });

  it('waking from sleep past the deadline shows the question locked and the next one with its full time', async () => {
    mountEnforced();
    await jump(10 * 60_000);
    expect(firstTimer()).toBe(strings.timeLimitUp);
    expect(isLocked(question(0))).toBe(true);
    expect(within(question(0)).getByRole('status').textContent).toBe(EXPIRED);
    expect(within(question(1)).getByRole('timer').textContent).toBe(strings.timeLimitLeft(LIMIT));
  });

  it('running out in the foreground looks exactly the same as sleeping past the deadline', async () => {
    mountEnforced();
    await tick(LIMIT * 1000);
    expect(firstTimer()).toBe(strings.timeLimitUp);
    expect(isLocked(question(0))).toBe(true);
    expect(within(question(0)).getByRole('status').textContent).toBe(EXPIRED);
    expect(within(question(1)).getByRole('timer').textContent).toBe(strings.timeLimitLeft(LIMIT));
  });

  it('the clock going backwards never adds time beyond the limit', async () => {
    mountEnforced();
    await tick(3000);
    await jump(-60_000);
    expect(firstTimer()).toBe(strings.timeLimitLeft(LIMIT));
  });

  it('a reload mid-question keeps the deadline and the extensions; a reload past it shows the question locked, focus untouched', async () => {
    const persistence = { key: 'deadline', storage: memoryStorage() };
    const first = mountEnforced(persistence);
    await tick(12_000);
    await act(async () => within(question(0)).getByRole('button', { name: 'More time for question 1' }).click());
    expect(firstTimer()).toBe(strings.timeLimitLeft(2 * LIMIT - 12));
    first.unmount();
    vi.setSystemTime(Date.now() + 5000);
    const second = mountEnforced(persistence);
    expect(firstTimer()).toBe(strings.timeLimitLeft(2 * LIMIT - 17));
    expect(isLocked(question(0))).toBe(false);
    second.unmount();
    // Away past the extended deadline (60 s after the start).
    vi.setSystemTime(Date.now() + 50_000);
    mountEnforced(persistence);
    expect(firstTimer()).toBe(strings.timeLimitUp);
    expect(isLocked(question(0))).toBe(true);
    expect(within(question(1)).getByRole('timer').textContent).toBe(strings.timeLimitLeft(LIMIT));
    // Found expired on arrival: focus is the page's, not moved into the quiz.
    expect(question(1).contains(document.activeElement)).toBe(false);
  });

  it('an answered question is warned while it stays changeable, as the unanswered one is (WCAG 2.2.1: every limit met)', async () => {
    mountEnforced();
    await tick(2000);
    // q1 answered 2 s in: it stays changeable until its own deadline (30 s), and q2's time starts.
    await act(async () => within(question(0)).getByRole('radio', { name: '45' }).click());
    // 11 s in: q1 is inside its last 20 s; q2 (started at 2 s) is not yet.
    await tick(9000);
    expect(within(question(0)).getByRole('status').textContent).toBe(strings.timeLimitWarning(1, 20));
    expect(within(question(0)).getByRole('button', { name: 'More time for question 1' })).toBeTruthy();
    expect(within(question(0)).getByRole('timer').textContent).toBe(strings.timeLimitChangeable(LIMIT - 11));
    expect(question(0).querySelector('[data-state="nearly-up"]')).not.toBeNull();
    expect(within(question(1)).queryByRole('button', { name: /^More time/ })).toBeNull();
    expect(isLocked(question(0))).toBe(false);
    // 13 s in: q2, unanswered, is warned, on screen and in its status alike.
    await tick(2000);
    expect(within(question(1)).getByRole('status').textContent).toBe(strings.timeLimitWarning(2, 20));
    expect(within(question(1)).getByRole('button', { name: 'More time for question 2' })).toBeTruthy();
    expect(within(question(1)).getByRole('timer').textContent).toBe(strings.timeLimitLeft(LIMIT - 11));
    // q1's own deadline, not extended: its answer is locked in, and that is said.
    await tick(17_000);
    expect(within(question(0)).getByRole('status').textContent).toBe(strings.timeUpAnswered(1));
    expect(isLocked(question(0))).toBe(true);
  });

  it('writes the stored progress when a question starts or runs out, never once per second', async () => {
    const storage = memoryStorage();
    const writes = vi.spyOn(storage, 'setItem');
    mountEnforced({ key: 'writes', storage });
    await tick(1000);
    const atStart = writes.mock.calls.length;
    await tick(LIMIT * 1000 - 2000);
    expect(writes.mock.calls.length).toBe(atStart);
    await tick(1000);
    expect(writes.mock.calls.length).toBeGreaterThan(atStart);
    expect(writes.mock.calls.length).toBeLessThanOrEqual(atStart + 2);
    reportFigure(`timed quiz, enforced: remaining time from the wall clock in 6 scenarios (foreground, throttled tab, sleep past deadline, foreground expiry, clock set back, reload mid-question and past the deadline); expired state identical; store writes while a question ran out its ${LIMIT} s: ${writes.mock.calls.length - atStart}`);
  });
});
