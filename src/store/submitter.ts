import { buildSubmission } from '../logic/submission';
import { decideRetry, toSubmitFailure, type SubmitFailure } from '../logic/retry';
import { readSubmitResult, type SubmitResult } from '../logic/result';
import type { SubmissionKey, SubmitTarget } from '../logic/submitTransition';
import { timeSpentMs } from '../logic/time';
import { findPhase } from '../logic/navigation';
import type { PlayerStoreOptions, Timers } from './options';
import { progressKey } from './progressKey';
import type { PlayerState, SubmissionStatus } from './types';
import { isOnlineFor } from './online';
import { COMPLETED_ELSEWHERE } from './completedElsewhere';
import type { createPhaseSendLock } from './phaseSendLock';

export type { SubmitTarget } from '../logic/submitTransition';

type Get = () => PlayerState;

/**
 * What became of a send, for the store to apply in one update: on its way, failed (with a retry
 * scheduled or not), or accepted with the service's answer.
 */
export type SubmitOutcome =
  | { target: SubmitTarget; status: SubmissionStatus & { state: 'pending' | 'failed' } }
  | { target: SubmitTarget; status: SubmissionStatus & { state: 'succeeded' }; result: SubmitResult }
  /** Another tab had the phase recorded: the store took it from the stored progress; nothing was sent. */
  | { target: SubmitTarget; status: SubmissionStatus & { state: 'succeeded' }; recordedElsewhere: true };

/** A request on its way, and which player handles its answer. */
interface Unanswered {
  target: SubmitTarget;
  attempt: number;
  request: Promise<unknown>;
  owner: symbol;
  /** When it is given up (epoch ms): a player that takes the request over keeps the same deadline. */
  deadline: number;
  abort: (reason: unknown) => void;
  /** Lets the phase's cross-tab lock go once the answer is applied (phaseSendLock.ts). */
  release: () => void;
}

/** What a send resolves with when the host's GET /api-progress says the service already has the phase. */
const RECORDED_BY_SERVICE: unique symbol = Symbol('recorded by the service');
type RecordedByService = { [RECORDED_BY_SERVICE]: SubmitResult };
const isRecordedByService = (value: unknown): value is RecordedByService => typeof value === 'object' && value !== null && RECORDED_BY_SERVICE in value;

/** How long a request may go unanswered by default: a hung request would leave "Sending…" for good. */
export const DEFAULT_SUBMIT_TIMEOUT_MS = 30_000;

/** The failure a request that timed out gives: no status, so it is read as the network and retried. */
function timeoutError(timeoutMs: number): Error {
  const error = new Error(`The service did not answer within ${Math.round(timeoutMs / 1000)} seconds.`);
  error.name = 'TimeoutError';
  return error;
}

/**
 * Requests still unanswered, by stored-progress key and submission key, across players of this
 * page: a player mounted again for the same learner and course (a route change, a re-keyed
 * component) takes its predecessor's request over instead of sending it again (docs/reliability.md).
 */
const unansweredRequests = new Map<string, Unanswered>();

/**
 * Submissions this page has sent, by stored-progress key and submission key: a player mounted
 * again in the same page leaves their fate to its predecessor's rules (taken over, or retried by
 * the learner) instead of replaying them from the outbox as a reloaded page does.
 */
const sentInThisPage = new Set<string>();

/**
 * Sends submissions: one request in flight per target (double clicks and StrictMode replays share
 * it), answers kept until the service answers, automatic retries for transient failures. It reads
 * the state (to build a body) but never writes it: each outcome goes to `report`.
 */
export function createSubmitter(options: PlayerStoreOptions, get: Get, report: (outcome: SubmitOutcome) => void, phaseLock: ReturnType<typeof createPhaseSendLock> | null = null) {
  const now = options.now ?? Date.now;
  const timers: Timers = options.timers ?? {
    setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
    clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  };
  const timeoutMs = options.submitTimeoutMs ?? DEFAULT_SUBMIT_TIMEOUT_MS;
  const isOnline = isOnlineFor(options);
  const inFlight = new Map<SubmissionKey, Promise<void>>();
  const scheduled = new Map<SubmissionKey, unknown>();
  const targets = new Map<SubmissionKey, SubmitTarget>();
  const me = Symbol('player');
  const scope = progressKey(options);
  // Unmounted: a failure arriving now schedules no retry (a later player would send it too).
  let disposed = false;

  const cancelScheduled = (key: SubmissionKey) => {
    const handle = scheduled.get(key);
    if (handle !== undefined) timers.clearTimeout(handle);
    scheduled.delete(key);
  };

  const fail = (target: SubmitTarget, failure: SubmitFailure, attempt: number) => {
    const decision = decideRetry(failure, attempt);
    const status: SubmissionStatus & { state: 'failed' } = { state: 'failed', attempt, failure };
    if (decision.retry && !disposed) {
      status.retryAt = now() + decision.delayMs;
      scheduled.set(target.key, timers.setTimeout(() => {
        scheduled.delete(target.key);
        // Offline by now: a phase waits in the outbox, which sends it when the connection is back.
        if (!target.blockIds && !isOnline()) return;
        void send(target, attempt + 1);
      }, decision.delayMs));
    }
    report({ target, status });
    options.onEvent?.({ type: 'submission_failed', key: target.key, failure, willRetry: decision.retry && !disposed });
  };

  /** Waits for a request's answer and applies it, unless a newer player took the request over. */
  const track = (target: SubmitTarget, attempt: number, unanswered: Unanswered): Promise<void> => {
    targets.set(target.key, target);
    report({ target, status: { state: 'pending', attempt } });
    const mine = () => unanswered.owner === me;
    let handle: unknown;
    const timedOut = Number.isFinite(unanswered.deadline)
      ? new Promise<never>((_resolve, reject) => {
        handle = timers.setTimeout(() => {
          const error = timeoutError(timeoutMs);
          unanswered.abort(error);
          reject(error);
          // A host that does not pass the signal on may still hear the answer: it may say recorded.
          if (!target.blockIds && options.fetchProgress) unanswered.request.then((late) => reconcileLate(unanswered, late), () => undefined);
        }, Math.max(0, unanswered.deadline - now()));
      })
      : null;
    const request = (timedOut ? Promise.race([unanswered.request, timedOut]).finally(() => timers.clearTimeout(handle)) : unanswered.request)
      .then(
        (resolved) => {
          if (!mine()) return;
          if (resolved === COMPLETED_ELSEWHERE) return report({ target, status: { state: 'succeeded', attempt }, recordedElsewhere: true });
          if (isRecordedByService(resolved)) return report({ target, status: { state: 'succeeded', attempt }, result: resolved[RECORDED_BY_SERVICE] });
          const read = readSubmitResult(resolved);
          if (!read.ok) return fail(target, read.failure, attempt);
          report({ target, status: { state: 'succeeded', attempt }, result: read.result });
        },
        (error: unknown) => (mine() ? fail(target, toSubmitFailure(error), attempt) : undefined),
      )
      .finally(() => {
        inFlight.delete(target.key);
        unanswered.release();
      });
    inFlight.set(target.key, request);
    return request;
  };

  /**
   * The host's GET /api-progress: when it names the phase complete, its result, with no score or
   * verdict claimed (the answer that carried them was lost); null when it does not or cannot say.
   */
  const recordedByService = async (fetchProgress: NonNullable<PlayerStoreOptions['fetchProgress']>, phaseId: string, signal: AbortSignal): Promise<RecordedByService | null> => {
    try {
      const progress = await fetchProgress({ signal });
      if (progress.completedPhaseIds?.includes(phaseId) !== true) return null;
      return { [RECORDED_BY_SERVICE]: { score: null, passed: null, allPhasesComplete: progress.courseComplete === true, rationales: [] } };
    } catch {
      return null; // the progress check failed: send as before
    }
  };

  /**
   * An answer to a phase given up at its deadline, arriving while the phase waits for its retry or
   * Try again: applied as if on time when the host's GET /api-progress agrees with it (the phase
   * named complete, or not named for a failed attempt), and the retry cancelled, so the phase is
   * not sent again and its score is not lost (docs/assumptions.md).
   */
  const reconcileLate = async (unanswered: Unanswered, late: unknown): Promise<void> => {
    const { target, attempt } = unanswered;
    const read = readSubmitResult(late);
    const waiting = () => !disposed && unanswered.owner === me && !inFlight.has(target.key)
      && !get().completed[target.phaseId] && get().submissions[target.key]?.state === 'failed';
    if (!read.ok || !options.fetchProgress || !waiting()) return;
    try {
      const progress = await options.fetchProgress({ signal: new AbortController().signal });
      const named = progress.completedPhaseIds?.includes(target.phaseId) === true;
      if (named !== (read.result.passed !== false) || !waiting()) return;
    } catch {
      return; // the progress check failed: the retry sends it as before
    }
    cancelScheduled(target.key);
    report({ target, status: { state: 'succeeded', attempt }, result: read.result });
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
    const controller = new AbortController();
    const { signal } = controller;
    // Sent before, by this page or another: the service may have recorded it whatever the page heard.
    const triedHere = !target.blockIds && (attempt > 0 || state.outbox?.[target.phaseId] !== undefined);
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
      target, attempt, owner: me,
      request: sending.response,
      deadline: now() + timeoutMs,
      abort: (reason) => controller.abort(reason),
      release: sending.release,
    };
    if (scope !== null) {
      const shared = `${scope}|${target.key}`;
      sentInThisPage.add(shared);
      unansweredRequests.set(shared, unanswered);
      const forget = () => void (unansweredRequests.get(shared) === unanswered && unansweredRequests.delete(shared));
      unanswered.request.then(forget, forget);
    }
    return track(target, attempt, unanswered);
  };

  return {
    submit(target: SubmitTarget): Promise<void> {
      disposed = false;
      targets.set(target.key, target);
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
      const target = targets.get(key) ?? fallback;
      if (!target) return Promise.resolve();
      disposed = false;
      cancelScheduled(key);
      return send(target, 0);
    },
    /** Whether this page already sent `key` for this learner and course (see sentInThisPage). */
    wasSentInThisPage(key: SubmissionKey): boolean {
      return scope !== null && sentInThisPage.has(`${scope}|${key}`);
    },
    dispose(): void {
      disposed = true;
      scheduled.forEach((handle) => timers.clearTimeout(handle));
      scheduled.clear();
    },
    /**
     * Takes over the requests a previous player of this learner and course left unanswered (it was
     * unmounted while they were on their way): shown as sending, answered here, never sent again.
     * Call once the store exists.
     */
    adoptUnanswered(): void {
      if (scope === null) return;
      for (const [shared, unanswered] of unansweredRequests) {
        if (!shared.startsWith(`${scope}|`) || unanswered.owner === me) continue;
        if (get().completed[unanswered.target.phaseId] && !unanswered.target.blockIds) continue;
        unanswered.owner = me;
        void track(unanswered.target, unanswered.attempt, unanswered);
      }
    },
  };
}
