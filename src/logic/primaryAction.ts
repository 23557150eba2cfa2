import { answerOf } from '../model/kinds';
import type { Course, Phase } from '../model/types';
import { areRequiredPhasesComplete } from './locking';
import { isLastScreen, type Position } from './navigation';

/**
 * What the screen's one forward control does. There is exactly one: after a failed send it is the
 * retry (the error shows no second one), after a failed assessment the retake, and on the screen
 * whose send completes the course it says so. The button and the store's `continue` both follow it.
 */
export type PrimaryAction = 'continue' | 'submit' | 'finish' | 'retry' | 'retake' | null;

/** Why the forward control is disabled (each reason has its string), or null when it is enabled. */
export type ContinueBlocker = 'unanswered' | 'unwatched' | 'unchecked' | 'pending' | null;

/** The part of the player's state the rule reads. */
export interface PrimaryActionState {
  position: Position | null;
  completed: Readonly<Record<string, true>>;
  results: Readonly<Record<string, { passed: boolean | null }>>;
  submissions: Readonly<Record<string, { state: 'pending' | 'failed' | 'succeeded' }>>;
  courseComplete: boolean;
}

/** Whether a phase has anything the service scores (else leaving it just marks it viewed). */
export function phaseHasQuestions(course: Course, phase: Phase): boolean {
  return phase.blockIds.some((id) => {
    const block = course.blocks[id];
    return block !== undefined && answerOf(block)?.scored === true;
  });
}

export function primaryAction(course: Course, state: PrimaryActionState): PrimaryAction {
  const position = state.position;
  const phase = position ? course.phases.find((p) => p.id === position.phaseId) : undefined;
  if (!position || !phase) return null;
  if (!isLastScreen(course, position)) return 'continue';
  if (state.completed[phase.id]) {
    // The course's very end, once complete, has nowhere further to go.
    return course.phases[course.phases.length - 1]?.id === phase.id ? null : 'continue';
  }
  if (state.results[phase.id]?.passed === false) return 'retake';
  if (state.submissions[`phase:${phase.id}`]?.state === 'failed') return 'retry';
  if (phaseHasQuestions(course, phase)) return 'submit';
  const finishes = !state.courseComplete && areRequiredPhasesComplete(course, { ...state.completed, [phase.id]: true });
  return finishes ? 'finish' : 'continue';
}
