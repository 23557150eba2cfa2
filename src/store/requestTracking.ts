import { toSubmitFailure, type SubmitFailure } from '../logic/retry';
import { readSubmitResult } from '../logic/result';
import type { SubmitTarget } from '../logic/submitTransition';
import { COMPLETED_ELSEWHERE } from './completedElsewhere';
import { isRecordedByService, resultRecordedByService } from './lateAnswer';
import type { SubmitterState } from './submitterState';
import type { Unanswered } from './unansweredRequests';

/** The failure a request that timed out gives: no status, so it is read as the network and retried. */
function timeoutError(timeoutMs: number): Error {
  const error = new Error(`The service did not answer within ${Math.round(timeoutMs / 1000)} seconds.`);
  error.name = 'TimeoutError';
  return error;
}

/** What tracking a request hands its answer to: a failure, or a late answer to a request given up. */
export interface AnswerHandlers {
  fail: (target: SubmitTarget, failure: SubmitFailure, attempt: number) => void;
  reconcileLate: (unanswered: Unanswered, late: unknown) => Promise<void>;
}

/**
 * The request raced against its deadline, which aborts it: a hung request would leave "Sending…"
 * for good. A request with no finite deadline is its own answer.
 */
function withDeadline(state: SubmitterState, unanswered: Unanswered, reconcileLate: AnswerHandlers['reconcileLate']): Promise<unknown> {
  if (!Number.isFinite(unanswered.deadline)) return unanswered.request;
  const { options, timers, timeoutMs, now } = state;
  const { target } = unanswered;
  let handle: unknown;
  const timedOut = new Promise<never>((_resolve, reject) => {
    handle = timers.setTimeout(() => {
      const error = timeoutError(timeoutMs);
      unanswered.abort(error);
      reject(error);
      // A host that does not pass the signal on may still hear the answer: it may say recorded.
      if (!target.blockIds && options.fetchProgress) unanswered.request.then((late) => reconcileLate(unanswered, late), () => undefined);
    }, Math.max(0, unanswered.deadline - now()));
  });
  return Promise.race([unanswered.request, timedOut]).finally(() => timers.clearTimeout(handle));
}

/** Waits for a request's answer and applies it, unless a newer player took the request over. */
export function trackRequest(state: SubmitterState, handlers: AnswerHandlers, target: SubmitTarget, attempt: number, unanswered: Unanswered): Promise<void> {
  const { report, inFlight } = state;
  state.targets.set(target.key, target);
  report({ target, status: { state: 'pending', attempt } });
  const mine = () => unanswered.owner === state.me;
  const request = withDeadline(state, unanswered, handlers.reconcileLate)
    .then(
      (resolved) => {
        if (!mine()) return;
        if (resolved === COMPLETED_ELSEWHERE) return report({ target, status: { state: 'succeeded', attempt }, recordedElsewhere: true });
        if (isRecordedByService(resolved)) return report({ target, status: { state: 'succeeded', attempt }, result: resultRecordedByService(resolved) });
        const read = readSubmitResult(resolved);
        if (!read.ok) return handlers.fail(target, read.failure, attempt);
        report({ target, status: { state: 'succeeded', attempt }, result: read.result });
      },
      (error: unknown) => (mine() ? handlers.fail(target, toSubmitFailure(error), attempt) : undefined),
    )
    .finally(() => {
      inFlight.delete(target.key);
      unanswered.release();
    });
  inFlight.set(target.key, request);
  return request;
}
