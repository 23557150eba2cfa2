import type { SubmitResult } from '../logic/result';
import type { SubmissionKey, SubmitTarget } from '../logic/submitTransition';
import type { PlayerStoreOptions, Timers } from './options';
import { progressKey } from './progressKey';
import type { PlayerState, SubmissionStatus } from './types';

/** How long a request may go unanswered by default: a hung request would leave "Sending…" for good. */
export const DEFAULT_SUBMIT_TIMEOUT_MS = 30_000;

/**
 * What became of a send, for the store to apply in one update: on its way, failed (with a retry
 * scheduled or not), or accepted with the service's answer.
 */
export type SubmitOutcome =
  | { target: SubmitTarget; status: SubmissionStatus & { state: 'pending' | 'failed' } }
  | { target: SubmitTarget; status: SubmissionStatus & { state: 'succeeded' }; result: SubmitResult }
  /** Another tab had the phase recorded: the store took it from the stored progress; nothing was sent. */
  | { target: SubmitTarget; status: SubmissionStatus & { state: 'succeeded' }; recordedElsewhere: true };

/**
 * One player's submitter state, shared by the parts of the submitter (submitter.ts): what it reads
 * and reports through, its clock and timers, and its sends in flight and retries scheduled.
 */
export interface SubmitterState {
  options: PlayerStoreOptions;
  get: () => PlayerState;
  report: (outcome: SubmitOutcome) => void;
  now: () => number;
  timers: Timers;
  timeoutMs: number;
  /** This player, as the owner of the requests it handles the answers of (unansweredRequests.ts). */
  me: symbol;
  /** The stored-progress key requests are shared across players of this page by; null without one. */
  scope: string | null;
  inFlight: Map<SubmissionKey, Promise<void>>;
  /** Retries waiting for their timer, by the timer's handle. */
  scheduled: Map<SubmissionKey, unknown>;
  /** What each key was last sent as, for Retry. */
  targets: Map<SubmissionKey, SubmitTarget>;
  /** Unmounted: a failure arriving now schedules no retry (a later player would send it too). */
  disposed: boolean;
}

export function createSubmitterState(options: PlayerStoreOptions, get: () => PlayerState, report: (outcome: SubmitOutcome) => void): SubmitterState {
  return {
    options,
    get,
    report,
    now: options.now ?? Date.now,
    timers: options.timers ?? {
      setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
      clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
    },
    timeoutMs: options.submitTimeoutMs ?? DEFAULT_SUBMIT_TIMEOUT_MS,
    me: Symbol('player'),
    scope: progressKey(options),
    inFlight: new Map(),
    scheduled: new Map(),
    targets: new Map(),
    disposed: false,
  };
}
