import { useEffect } from 'react';
import { isCourseEvaluationBlock } from '../model/courseEvaluation';
import type { Course } from '../model/types';
import type { PlayerStore } from '../store/createPlayerStore';
import type { CoursePlayerProps } from './CoursePlayer';

/**
 * Hands the answers to course-level evaluation questions to `onEvaluationSubmit` once the phase
 * showing them completes (a transition, so progress restored as complete sends nothing again).
 */
export function useCourseEvaluation(store: PlayerStore, course: Course, callbacks: { current: CoursePlayerProps }): void {
  useEffect(() => {
    const block = Object.values(course.blocks).find(isCourseEvaluationBlock);
    if (!block) return undefined;
    return store.subscribe((state, previous) => {
      if (!state.completed[block.phaseId] || previous.completed[block.phaseId]) return;
      const answer = state.answers[block.id];
      callbacks.current.onEvaluationSubmit?.(answer?.type === 'selections' ? { ...answer.byQuestion } : {});
    });
  }, [store, course, callbacks]);
}
