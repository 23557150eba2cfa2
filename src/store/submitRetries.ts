import { decideRetry, type SubmitFailure } from '../logic/retry';
import type { SubmissionKey, SubmitTarget } from '../logic/submitTransition';
import { isOnlineFor } from './online';
import type { SubmitterState } from './submitterState';
import type { SubmissionStatus } from './types';

/**
 * A submitter's failures and the retries they schedule: `fail` reports a failure and, when the
 * failure is transient, sends again after a delay through `resend`; `cancelScheduled` drops a
 * waiting retry, so a new send and a retry never both go out.
 */
export function createSubmitRetries(state: SubmitterState, resend: (target: SubmitTarget, attempt: number) => void) {
  const { options, timers, scheduled, now } = state;
  const isOnline = isOnlineFor(options);

  const cancelScheduled = (key: SubmissionKey) => {
    const handle = scheduled.get(key);
    if (handle !== undefined) timers.clearTimeout(handle);
    scheduled.delete(key);
  };

  const fail = (target: SubmitTarget, failure: SubmitFailure, attempt: number) => {
    const decision = decideRetry(failure, attempt);
    const status: SubmissionStatus & { state: 'failed' } = { state: 'failed', attempt, failure };
    if (decision.retry && !state.disposed) {
      status.retryAt = now() + decision.delayMs;
      scheduled.set(target.key, timers.setTimeout(() => {
        scheduled.delete(target.key);
        // Offline by now: a phase waits in the outbox, which sends it when the connection is back.
        if (!target.blockIds && !isOnline()) return;
        resend(target, attempt + 1);
      }, decision.delayMs));
    }
    state.report({ target, status });
    options.onEvent?.({ type: 'submission_failed', key: target.key, failure, willRetry: decision.retry && !state.disposed });
  };

  return { fail, cancelScheduled };
}
