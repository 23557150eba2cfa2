import { buildSubmission } from '../logic/submission';
import type { SubmissionKey, SubmitTarget } from '../logic/submitTransition';
import { timeSpentMs } from '../logic/time';
import { findPhase } from '../logic/navigation';
import type { PlayerStoreOptions } from './options';
import type { PlayerState } from './types';
import type { createPhaseSendLock } from './phaseSendLock';
import { reconcileLate, recordedByService } from './lateAnswer';
import { trackRequest, type AnswerHandlers } from './requestTracking';
import { createSubmitRetries } from './submitRetries';
import { createSubmitterState, type SubmitOutcome, type SubmitterState } from './submitterState';
import { forEachUnanswered, registerSent, isSentInThisPage, type Unanswered } from './unansweredRequests';

export type { SubmitTarget } from '../logic/submitTransition';
export { DEFAULT_SUBMIT_TIMEOUT_MS, type SubmitOutcome } from './submitterState';

type PhaseLock = ReturnType<typeof createPhaseSendLock>;
type Track = (target: SubmitTarget, attempt: number, unanswered: Unanswered) => Promise<void>;

/**
 * Starts one request for `target`: builds its body from the state, asks the host's progress first
 * when the phase may already be recorded, and goes out under the phase's cross-tab lock. The
 * request is registered for players mounted later in this page, then tracked.
 */
function sendRequest(state: SubmitterState, phaseLock: PhaseLock | null, track: Track, target: SubmitTarget, attempt: number): Promise<void> {
  const { options, get, now } = state;
  const running = state.inFlight.get(target.key);
  if (running) return running;
  const current = get();
  const phase = findPhase(options.course, target.phaseId);
  if (!phase) return Promise.resolve();
  const body = buildSubmission({
    course: options.course,
    phase,
    userId: options.userId,
    answers: current.answers,
    timeSpentMs: timeSpentMs(current.clock, phase.id, now()),
    ...(target.blockIds ? { blockIds: target.blockIds } : {}),
  });
  const controller = new AbortController();
  const { signal } = controller;
  // Sent before, by this page or another: the service may have recorded it whatever the page heard.
  const triedHere = !target.blockIds && (attempt > 0 || current.outbox?.[target.phaseId] !== undefined);
  // `submitted` when the body goes out: a phase the service or another tab already has never does.
  const start = (triedElsewhere: boolean) => Promise.resolve().then(async () => {
    const recorded = !target.blockIds && (triedHere || triedElsewhere) && options.fetchProgress ? await recordedByService(options.fetchProgress, target.phaseId, signal) : null;
    if (recorded) return recorded;
    if (signal.aborted) throw signal.reason;
    options.onEvent?.({ type: 'submitted', key: target.key, body });
    return options.onSubmit(body, { signal });
  });
  // A phase goes out under its cross-tab lock; a graded check is a question, asked again freely.
  const sending = phaseLock && !target.blockIds ? phaseLock.run(target.phaseId, start) : { response: start(false), release: () => undefined };
  const unanswered: Unanswered = {
    target, attempt, owner: state.me,
    request: sending.response,
    deadline: now() + state.timeoutMs,
    abort: (reason) => controller.abort(reason),
    release: sending.release,
  };
  if (state.scope !== null) registerSent(state.scope, unanswered);
  return track(target, attempt, unanswered);
}

/**
 * Sends submissions: one request in flight per target (double clicks and StrictMode replays share
 * it), answers kept until the service answers, automatic retries for transient failures. It reads
 * the state (to build a body) but never writes it: each outcome goes to `report`.
 */
export function createSubmitter(options: PlayerStoreOptions, get: () => PlayerState, report: (outcome: SubmitOutcome) => void, phaseLock: PhaseLock | null = null) {
  const state = createSubmitterState(options, get, report);
  const { scope, me } = state;
  const send = (target: SubmitTarget, attempt: number): Promise<void> => sendRequest(state, phaseLock, track, target, attempt);
  const { fail, cancelScheduled } = createSubmitRetries(state, (target, attempt) => void send(target, attempt));
  const handlers: AnswerHandlers = { fail, reconcileLate: (unanswered, late) => reconcileLate(state, cancelScheduled, unanswered, late) };
  const track: Track = (target, attempt, unanswered) => trackRequest(state, handlers, target, attempt, unanswered);

  return {
    submit(target: SubmitTarget): Promise<void> {
      state.disposed = false;
      state.targets.set(target.key, target);
      if (get().submissions[target.key]?.state === 'succeeded' && !target.blockIds) return Promise.resolve();
      // A new send replaces a scheduled retry, so the two never both go out.
      cancelScheduled(target.key);
      return send(target, 0);
    },
    /**
     * Retry now (the learner pressed Retry): cancels a scheduled retry and starts over. `fallback`
     * is the target when this player never sent it (a check refused while offline).
     */
    retry(key: SubmissionKey, fallback?: SubmitTarget): Promise<void> {
      const target = state.targets.get(key) ?? fallback;
      if (!target) return Promise.resolve();
      state.disposed = false;
      cancelScheduled(key);
      return send(target, 0);
    },
    /** Whether this page already sent `key` for this learner and course (unansweredRequests.ts). */
    wasSentInThisPage(key: SubmissionKey): boolean {
      return scope !== null && isSentInThisPage(scope, key);
    },
    dispose(): void {
      state.disposed = true;
      state.scheduled.forEach((handle) => state.timers.clearTimeout(handle));
      state.scheduled.clear();
    },
    /**
     * Takes over the requests a previous player of this learner and course left unanswered (it was
     * unmounted while they were on their way): shown as sending, answered here, never sent again.
     * Call once the store exists.
     */
    adoptUnanswered(): void {
      if (scope === null) return;
      forEachUnanswered(scope, (unanswered) => {
        if (unanswered.owner === me) return;
        if (get().completed[unanswered.target.phaseId] && !unanswered.target.blockIds) return;
        unanswered.owner = me;
        void track(unanswered.target, unanswered.attempt, unanswered);
      });
    },
  };
}
