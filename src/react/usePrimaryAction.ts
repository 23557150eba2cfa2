import { areRequiredPhasesComplete } from '../logic/locking';
import { isLastScreen } from '../logic/navigation';
import type { Course } from '../model/types';
import { phaseHasQuestions } from '../store/selectors';
import type { PlayerState } from '../store/types';
import { usePlayer, usePlayerContext } from './PlayerContext';

/**
 * What the screen's one forward button does. There is exactly one: after a failed send it is the
 * retry (the error shows no second one), after a failed assessment the retake, and on the screen
 * whose send completes the course it says so.
 */
export type PrimaryAction = 'continue' | 'submit' | 'finish' | 'retry' | 'retake' | null;

export function selectPrimaryAction(course: Course, state: PlayerState): PrimaryAction {
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

export function usePrimaryAction(): PrimaryAction {
  const { course } = usePlayerContext();
  return usePlayer((state) => selectPrimaryAction(course, state));
}
