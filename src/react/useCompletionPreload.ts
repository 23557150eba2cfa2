import { useEffect } from 'react';
import { useStore } from 'zustand';
import type { Course } from '../model/types';
import type { PlayerStore } from '../store/createPlayerStore';
import { LazyCompletionView } from './lazyViews';

/**
 * Starts fetching the completion page's code once the learner is one required phase from the end
 * (or done), so it is there when they finish, while a learner who leaves earlier never loads it.
 * A service may complete the course sooner (`all_phases_complete`): then its loading status shows
 * for the instant the code takes.
 */
export function useCompletionPreload(store: PlayerStore, course: Course): void {
  const nearEnd = useStore(store, (s) => s.courseComplete || course.phases.filter((phase) => phase.required && !s.completed[phase.id]).length <= 1);
  useEffect(() => {
    if (nearEnd) LazyCompletionView.preload().catch(() => undefined); // a failure shows where the page renders
  }, [nearEnd]);
}
