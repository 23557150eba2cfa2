import { carriesAnswers, failureNotice, type FailureNotice } from '../logic/failureNotice';
import { findPhase } from '../logic/navigation';
import { buildSubmission } from '../logic/submission';
import type { Course } from '../model/types';
import type { PlayerState, SubmissionKey } from './types';

/**
 * The notice for a failed submission, worded by what its body carries, or null unless it failed.
 * The body is built again from the answers now, as Try again would send it.
 */
export function selectFailureNotice(course: Course, state: PlayerState, key: SubmissionKey): FailureNotice | null {
  const status = state.submissions[key];
  if (status?.state !== 'failed') return null;
  return failureNotice(selectCarriesAnswers(course, state, key), status.failure);
}

/**
 * Whether the submission under `key` carries the learner's answers (else it only marks a phase
 * seen), so a notice can say what is being sent or was not; true when it cannot be told.
 */
export function selectCarriesAnswers(course: Course, state: PlayerState, key: SubmissionKey): boolean {
  const blockId = key.startsWith('block:') ? key.slice('block:'.length) : null;
  const block = blockId === null ? undefined : course.blocks[blockId];
  const phaseId = blockId === null ? key.slice('phase:'.length) : block?.phaseId;
  const phase = phaseId === undefined ? undefined : findPhase(course, phaseId);
  // Who sends it and how long it took do not change what it carries.
  const body = phase && buildSubmission({ course, phase, userId: '', answers: state.answers, timeSpentMs: 0, ...(block ? { blockIds: [block.id] } : {}) });
  // Nothing to build it from: the wording there was before the choice.
  return body === undefined || carriesAnswers(body);
}
