import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SubmitProgressBody } from '../contract';
import { makeTestCourse } from '../../test/support/testCourse';
import { createPlayerStore } from './createPlayerStore';
import type { PlayerEvent } from './types';

// What the submitter tells the host (submitted, submission_failed with willRetry), its status
// while a request is in flight, and its default clock and timers (no `now` or `timers` given).

const course = makeTestCourse();
const accepted = { success: true, data: { score: 100, passed: true } };

afterEach(() => {
  vi.useRealTimers();
});

describe('submitter events and status', () => {
  it('says what it sent, and is pending until the service answers', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const reply = new Promise((resolve) => { answer = resolve; });
    const events: PlayerEvent[] = [];
    const store = createPlayerStore({
      course, userId: 'u', now: () => 0,
      onSubmit: () => reply,
      onEvent: (event) => events.push(event),
    });
    const sent = store.getState().actions.submitPhase('wrap');
    expect(store.getState().submissions['phase:wrap']).toEqual({ state: 'pending', attempt: 0 });
    const body: SubmitProgressBody = { activity_id: 'course-1', user_id: 'u', phase_type: 'content', phase_id: 'wrap', time_spent_minutes: 0 };
    // Said when the body goes out, a microtask later (a phase another tab recorded never does).
    await vi.waitFor(() => expect(events).toEqual([{ type: 'submitted', key: 'phase:wrap', body }]));
    answer(accepted);
    await sent;
    expect(store.getState().submissions['phase:wrap']).toEqual({ state: 'succeeded', attempt: 0 });
  });

  it.each([
    ['a 503 is retried', { status: 503, message: 'down' }, true],
    ['a 400 is not', { status: 400, message: 'bad' }, false],
  ])('reports a failure and whether it will retry: %s', async (_name, rejection, willRetry) => {
    const events: PlayerEvent[] = [];
    const store = createPlayerStore({
      course, userId: 'u', now: () => 0,
      timers: { setTimeout: () => 1, clearTimeout: () => undefined },
      onSubmit: async () => { throw Object.assign(new Error(rejection.message), { status: rejection.status }); },
      onEvent: (event) => events.push(event),
    });
    await store.getState().actions.submitPhase('intro');
    expect(events.filter((e) => e.type === 'submission_failed')).toEqual([
      { type: 'submission_failed', key: 'phase:intro', failure: { message: rejection.message, status: rejection.status }, willRetry },
    ]);
    expect(store.getState().submissions['phase:intro']).toEqual({ state: 'failed', attempt: 0, failure: { message: rejection.message, status: rejection.status }, ...(willRetry ? { retryAt: 1_000 } : {}) });
  });

  it('sends nothing for a phase the course does not have', async () => {
    const onSubmit = vi.fn(async () => accepted);
    const store = createPlayerStore({ course, userId: 'u', onSubmit });
    await store.getState().actions.submitPhase('ghost');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(store.getState().submissions).toEqual({});
  });
});

describe('default clock and timers', () => {
  it('schedules the retry on the global timers at Date.now() + the backoff, and dispose cancels it', async () => {
    vi.useFakeTimers({ now: 50_000 });
    let calls = 0;
    const store = createPlayerStore({
      course, userId: 'u',
      onSubmit: async () => {
        calls += 1;
        if (calls === 1) throw Object.assign(new Error('down'), { status: 503 });
        return accepted;
      },
    });
    await store.getState().actions.submitPhase('intro');
    expect(store.getState().submissions['phase:intro']).toMatchObject({ state: 'failed', retryAt: 51_000 });
    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toBe(2);
    expect(store.getState().completed.intro).toBe(true);
  });

  it('clears a scheduled retry on the global timers when disposed', async () => {
    vi.useFakeTimers({ now: 0 });
    const onSubmit = vi.fn(async () => { throw Object.assign(new Error('down'), { status: 503 }); });
    const store = createPlayerStore({ course, userId: 'u', onSubmit });
    await store.getState().actions.submitPhase('intro');
    expect(vi.getTimerCount()).toBe(1);
    store.getState().actions.dispose();
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('times the phase with Date.now()', async () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const bodies: SubmitProgressBody[] = [];
    const store = createPlayerStore({ course, userId: 'u', onSubmit: async (body) => { bodies.push(body); return accepted; } });
    store.getState().actions.resumeClock();
    vi.setSystemTime(1_000_000 + 120_000);
    await store.getState().actions.submitPhase('intro');
    expect(bodies[0]?.time_spent_minutes).toBe(2);
  });
});
