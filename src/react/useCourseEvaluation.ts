import { useEffect } from 'react';
import { isCourseEvaluationBlock } from '../model/courseEvaluation';
import type { Course } from '../model/types';
import type { PlayerStore } from '../store/createPlayerStore';
import type { PlayerEvent } from '../store/types';

/**
 * Sends the answers to course-level evaluation questions as `evaluation_submitted` once the phase
 * showing them completes (a transition, so progress restored as complete sends nothing again, an
 * async read included: it listens only once the read is done).
 */
export function useCourseEvaluation(store: PlayerStore, course: Course, emit: (event: PlayerEvent) => void, loadingProgress = false): void {
  useEffect(() => {
    if (loadingProgress) return undefined;
    const block = Object.values(course.blocks).find(isCourseEvaluationBlock);
    if (!block) return undefined;
    return store.subscribe((state, previous) => {
      if (!state.completed[block.phaseId] || previous.completed[block.phaseId]) return;
      const answer = state.answers[block.id];
      emit({ type: 'evaluation_submitted', answers: answer?.type === 'selections' ? { ...answer.byQuestion } : {} });
    });
  }, [store, course, emit, loadingProgress]);
}
