import { describe, expect, it } from 'vitest';
import type { SubmitProgressBody } from '../contract';
import { ok, setup } from '../../test/support/playerStoreHarness';
import { DEFAULT_SUBMIT_TIMEOUT_MS } from './submitter';
import type { PlayerEvent } from './types';

/**
 * No request waits forever (docs/player.md, `submitTimeoutMs`): onSubmit gets an AbortSignal, and a submission the service
 * has not answered after submitTimeoutMs (30 s by default) is aborted and treated as a retryable
 * network failure, so the learner is offered Try again instead of "Sending…" for good.
 */
const never = () => new Promise<unknown>(() => undefined);

function hanging(overrides: Parameters<typeof setup>[0] = {}) {
  const signals: AbortSignal[] = [];
  const harness = setup({
    onSubmit: (_body: SubmitProgressBody, init?: { signal: AbortSignal }) => {
      if (init) signals.push(init.signal);
      return never();
    },
    initialProgress: { completedPhaseIds: ['intro'], currentPhaseId: 'quiz' },
    submitTimeoutMs: DEFAULT_SUBMIT_TIMEOUT_MS,
    ...overrides,
  });
  /** Runs the timer that is due after `ms` (the harness's timers are fake). */
  const fire = async (ms: number) => {
    const due = [...harness.scheduled.entries()].find(([, timer]) => timer.ms === ms);
    if (!due) throw new Error(`no timer of ${ms} ms among ${[...harness.scheduled.values()].map((t) => t.ms).join(', ')}`);
    harness.scheduled.delete(due[0]);
    due[1].callback();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { ...harness, signals, fire };
}

describe('a submission the service never answers', () => {
  it('waits 30 s by default', () => {
    expect(DEFAULT_SUBMIT_TIMEOUT_MS).toBe(30_000);
  });

  it('hands onSubmit an AbortSignal, and after 30 s aborts it and fails it as a retryable network failure', async () => {
    const { actions, store, signals, fire, events } = hanging();
    void actions.submitPhase('quiz');
    await Promise.resolve();
    expect(signals).toHaveLength(1);
    expect(signals[0]!.aborted).toBe(false);
    expect(store.getState().submissions['phase:quiz']?.state).toBe('pending');
    await fire(30_000);
    expect(signals[0]!.aborted).toBe(true);
    const status = store.getState().submissions['phase:quiz'];
    expect(status?.state).toBe('failed');
    expect(status?.failure?.message).toMatch(/did not answer within 30 seconds/);
    expect(status?.retryAt).toBeDefined();
    expect(events.filter((e): e is Extract<PlayerEvent, { type: 'submission_failed' }> => e.type === 'submission_failed').map((e) => e.willRetry)).toEqual([true]);
  });

  it('takes the host’s submitTimeoutMs', async () => {
    const { actions, store, fire } = hanging({ submitTimeoutMs: 5_000 });
    void actions.submitPhase('quiz');
    await Promise.resolve();
    await fire(5_000);
    expect(store.getState().submissions['phase:quiz']?.state).toBe('failed');
  });

  it('leaves no timer behind once the service answers in time', async () => {
    const { actions, store, scheduled } = setup({ onSubmit: async () => ok(), submitTimeoutMs: DEFAULT_SUBMIT_TIMEOUT_MS, initialProgress: { completedPhaseIds: ['intro'], currentPhaseId: 'quiz' } });
    await actions.submitPhase('quiz');
    expect(store.getState().submissions['phase:quiz']?.state).toBe('succeeded');
    expect(scheduled.size).toBe(0);
  });
});

describe('a late answer to a phase given up at its deadline (the host ignored the signal)', () => {
  function late(fetchProgress?: (completed: string[]) => string[]) {
    const answers: Array<(value: unknown) => void> = [];
    const harness = hanging({
      onSubmit: () => new Promise<unknown>((resolve) => answers.push(resolve)),
      ...(fetchProgress ? { fetchProgress: async () => ({ completedPhaseIds: fetchProgress(['intro']) }) } : {}),
    });
    const retryScheduled = () => [...harness.scheduled.values()].some((timer) => timer.ms === 1_000);
    return { ...harness, answers, retryScheduled };
  }
  const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('is applied, score and all, and the retry cancelled, when GET /api-progress names the phase', async () => {
    const { actions, store, fire, answers, retryScheduled, events } = late((completed) => [...completed, 'quiz']);
    void actions.submitPhase('quiz');
    await tick();
    await fire(30_000);
    expect(store.getState().submissions['phase:quiz']?.state).toBe('failed');
    expect(retryScheduled()).toBe(true);
    answers[0]!(ok({ score: 80 }));
    await tick();
    expect(store.getState().completed.quiz).toBe(true);
    expect(store.getState().results.quiz).toMatchObject({ score: 80, passed: true });
    expect(retryScheduled()).toBe(false);
    expect(events.filter((event) => event.type === 'submitted')).toHaveLength(1);
  });

  it('changes nothing when GET /api-progress does not name the phase: the retry goes as before', async () => {
    const { actions, store, fire, answers, retryScheduled } = late((completed) => completed);
    void actions.submitPhase('quiz');
    await tick();
    await fire(30_000);
    answers[0]!(ok({ score: 80 }));
    await tick();
    expect(store.getState().submissions['phase:quiz']?.state).toBe('failed');
    expect(store.getState().completed.quiz).toBeUndefined();
    expect(retryScheduled()).toBe(true);
  });

  it('applies a failed attempt the service did not count as complete: "not passed", and no retry', async () => {
    const { actions, store, fire, answers, retryScheduled } = late((completed) => completed);
    void actions.submitPhase('quiz');
    await tick();
    await fire(30_000);
    answers[0]!(ok({ score: 20, passed: false }));
    await tick();
    expect(store.getState().results.quiz).toMatchObject({ score: 20, passed: false });
    expect(store.getState().completed.quiz).toBeUndefined();
    expect(retryScheduled()).toBe(false);
  });

  it('is ignored without fetchProgress, as before: the phase waits for its retry', async () => {
    const { actions, store, fire, answers, retryScheduled } = late();
    void actions.submitPhase('quiz');
    await tick();
    await fire(30_000);
    answers[0]!(ok({ score: 80 }));
    await tick();
    expect(store.getState().submissions['phase:quiz']?.state).toBe('failed');
    expect(store.getState().results.quiz).toBeUndefined();
    expect(retryScheduled()).toBe(true);
  });
});
