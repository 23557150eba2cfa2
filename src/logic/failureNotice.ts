import type { SubmitProgressBody } from '../contract';
import type { SubmitFailure } from './retry';

/**
 * Which notice a failed submission gets: the learner's answers were not sent, or (a phase with
 * nothing to answer) only their progress was not saved; `Auth` when signing in again is the fix.
 */
export type FailureNotice = 'answers' | 'answersAuth' | 'progress' | 'progressAuth';

/** Whether a body carries anything the learner answered; a content phase's marks it viewed only. */
export function carriesAnswers(body: SubmitProgressBody): boolean {
  return [body.answers, body.matches, body.placements, body.matched_pairs].some((list) => list !== undefined && list.length > 0);
}

/** A refused session or key: waiting will not help, signing in again may. */
export function isAuthFailure(failure: SubmitFailure | undefined): boolean {
  const { status, code } = failure ?? {};
  return status === 401 || status === 403 || code === 'invalid_api_key' || code === 'insufficient_scope';
}

/**
 * The notice for a failed submission, by whether it carries answers (see carriesAnswers): a
 * learner told their answers were not sent when they gave none would go looking for them.
 */
export function failureNotice(hasAnswers: boolean, failure: SubmitFailure | undefined): FailureNotice {
  const auth = isAuthFailure(failure);
  if (hasAnswers) return auth ? 'answersAuth' : 'answers';
  return auth ? 'progressAuth' : 'progress';
}
