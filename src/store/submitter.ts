import { buildSubmission } from '../logic/submission';
import { decideRetry, toSubmitFailure, type SubmitFailure } from '../logic/retry';
import { readSubmitResult, type SubmitResult } from '../logic/result';
import { timeSpentMs } from '../logic/time';
import { findPhase } from '../logic/navigation';
import type { PlayerStoreOptions, Timers } from './options';
import type { PlayerState, SubmissionKey, SubmissionStatus } from './types';

type Get = () => PlayerState;
type Set = (partial: Partial<PlayerState> | ((state: PlayerState) => Partial<PlayerState>)) => void;

export interface SubmitTarget {
  key: SubmissionKey;
  phaseId: string;
  /** Only these blocks (an anchor check); the whole phase when absent. */
  blockIds?: readonly string[];
}

/**
 * Sends submissions: one request in flight per target (double clicks and StrictMode replays share
 * it), answers kept until the service answers, automatic retries for transient failures.
 */
export function createSubmitter(
  options: PlayerStoreOptions,
  get: Get,
  set: Set,
  onSuccess: (target: SubmitTarget, result: SubmitResult) => void,
) {
  const now = options.now ?? Date.now;
  const timers: Timers = options.timers ?? {
    setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
    clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  };
  const inFlight = new Map<SubmissionKey, Promise<void>>();
  const scheduled = new Map<SubmissionKey, unknown>();
  const targets = new Map<SubmissionKey, SubmitTarget>();

  const cancelScheduled = (key: SubmissionKey) => {
    const handle = scheduled.get(key);
    if (handle !== undefined) timers.clearTimeout(handle);
    scheduled.delete(key);
  };

  const setStatus = (key: SubmissionKey, status: SubmissionStatus) =>
    set((state) => ({ submissions: { ...state.submissions, [key]: status } }));

  const fail = (target: SubmitTarget, failure: SubmitFailure, attempt: number) => {
    const decision = decideRetry(failure, attempt);
    const status: SubmissionStatus = { state: 'failed', attempt, failure };
    if (decision.retry) {
      status.retryAt = now() + decision.delayMs;
      scheduled.set(target.key, timers.setTimeout(() => {
        scheduled.delete(target.key);
        void send(target, attempt + 1);
      }, decision.delayMs));
    }
    setStatus(target.key, status);
    options.onEvent?.({ type: 'submission_failed', key: target.key, failure, willRetry: decision.retry });
  };

  const send = (target: SubmitTarget, attempt: number): Promise<void> => {
    const running = inFlight.get(target.key);
    if (running) return running;
    const state = get();
    const phase = findPhase(options.course, target.phaseId);
    if (!phase) return Promise.resolve();
    const body = buildSubmission({
      course: options.course,
      phase,
      userId: options.userId,
      answers: state.answers,
      timeSpentMs: timeSpentMs(state.clock, phase.id, now()),
      ...(target.blockIds ? { blockIds: target.blockIds } : {}),
    });
    setStatus(target.key, { state: 'pending', attempt });
    options.onEvent?.({ type: 'submitted', key: target.key, body });
    const request = Promise.resolve()
      .then(() => options.onSubmit(body))
      .then(
        (resolved) => {
          const read = readSubmitResult(resolved);
          if (!read.ok) return fail(target, read.failure, attempt);
          setStatus(target.key, { state: 'succeeded', attempt });
          onSuccess(target, read.result);
        },
        (error: unknown) => fail(target, toSubmitFailure(error), attempt),
      )
      .finally(() => inFlight.delete(target.key));
    inFlight.set(target.key, request);
    return request;
  };

  return {
    submit(target: SubmitTarget): Promise<void> {
      targets.set(target.key, target);
      if (get().submissions[target.key]?.state === 'succeeded' && !target.blockIds) return Promise.resolve();
      // A new send replaces a scheduled retry, so the two never both go out.
      cancelScheduled(target.key);
      return send(target, 0);
    },
    /** Retry now (the learner pressed Retry): cancels a scheduled retry and starts over. */
    retry(key: SubmissionKey): Promise<void> {
      const target = targets.get(key);
      if (!target) return Promise.resolve();
      cancelScheduled(key);
      return send(target, 0);
    },
    forget(key: SubmissionKey): void {
      set((state) => {
        const { [key]: _removed, ...rest } = state.submissions;
        return { submissions: rest };
      });
    },
    dispose(): void {
      scheduled.forEach((handle) => timers.clearTimeout(handle));
      scheduled.clear();
    },
  };
}
