import { readSubmitResult, type SubmitResult } from '../logic/result';
import type { SubmissionKey } from '../logic/submitTransition';
import type { PlayerStoreOptions } from './options';
import type { SubmitterState } from './submitterState';
import type { Unanswered } from './unansweredRequests';

/** What a send resolves with when the host's GET /api-progress says the service already has the phase. */
const RECORDED_BY_SERVICE: unique symbol = Symbol('recorded by the service');
export type RecordedByService = { [RECORDED_BY_SERVICE]: SubmitResult };
export const isRecordedByService = (value: unknown): value is RecordedByService => typeof value === 'object' && value !== null && RECORDED_BY_SERVICE in value;
/** The service's result a RecordedByService carries. */
export const resultRecordedByService = (recorded: RecordedByService): SubmitResult => recorded[RECORDED_BY_SERVICE];

/**
 * The host's GET /api-progress: when it names the phase complete, its result, with no score or
 * verdict claimed (the answer that carried them was lost); null when it does not or cannot say.
 */
export async function recordedByService(fetchProgress: NonNullable<PlayerStoreOptions['fetchProgress']>, phaseId: string, signal: AbortSignal): Promise<RecordedByService | null> {
  try {
    const progress = await fetchProgress({ signal });
    if (progress.completedPhaseIds?.includes(phaseId) !== true) return null;
    return { [RECORDED_BY_SERVICE]: { score: null, passed: null, allPhasesComplete: progress.courseComplete === true, rationales: [] } };
  } catch {
    return null; // the progress check failed: send as before
  }
}

/**
 * An answer to a phase given up at its deadline, arriving while the phase waits for its retry or
 * Try again: applied as if on time when the host's GET /api-progress agrees with it (the phase
 * named complete, or not named for a failed attempt), and the retry cancelled, so the phase is
 * not sent again and its score is not lost (docs/assumptions.md).
 */
export async function reconcileLate(state: SubmitterState, cancelScheduled: (key: SubmissionKey) => void, unanswered: Unanswered, late: unknown): Promise<void> {
  const { options, get, inFlight } = state;
  const { target, attempt } = unanswered;
  const read = readSubmitResult(late);
  const waiting = () => !state.disposed && unanswered.owner === state.me && !inFlight.has(target.key)
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
  state.report({ target, status: { state: 'succeeded', attempt }, result: read.result });
}
