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
  const blockId = key.startsWith('block:') ? key.slice('block:'.length) : null;
  const block = blockId === null ? undefined : course.blocks[blockId];
  const phaseId = blockId === null ? key.slice('phase:'.length) : block?.phaseId;
  const phase = phaseId === undefined ? undefined : findPhase(course, phaseId);
  // Who sends it and how long it took do not change what it carries.
  const body = phase && buildSubmission({ course, phase, userId: '', answers: state.answers, timeSpentMs: 0, ...(block ? { blockIds: [block.id] } : {}) });
  // Nothing to build it from: the wording there was before the choice.
  return failureNotice(body === undefined || carriesAnswers(body), status.failure);
}
