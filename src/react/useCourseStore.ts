import { useRef } from 'react';
import type { Course } from '../model/types';
import { createPlayerStore, type PlayerStore } from '../store/createPlayerStore';
import type { SubmitInit } from '../store/options';
import type { PlayerEvent } from '../store/types';
import type { CoursePlayerProps } from './coursePlayerProps';

/**
 * One store per player; a new course (a re-fetch) gets a new store that keeps the progress. The
 * store reaches the host through `callbacks` (the latest props) and `emit`, so new callbacks from
 * the host never re-create it.
 */
export function useCourseStore(course: Course, props: CoursePlayerProps, callbacks: { readonly current: CoursePlayerProps }, emit: (event: PlayerEvent) => void): PlayerStore {
  const current = useRef<{ course: Course; store: PlayerStore } | null>(null);
  if (current.current?.course !== course) {
    // Progress carries over only to a re-fetch of the same course, never to a different one, and
    // only once read: a store still reading an async storage holds a fresh start, and the new one reads.
    const before = current.current;
    const previous = before?.course.id === course.id && !before.store.isLoadingProgress() ? before.store.getState() : undefined;
    current.current = {
      course,
      store: createPlayerStore({
        course,
        userId: props.userId,
        onSubmit: (body, init) => callbacks.current.onSubmit(body, init),
        ...(props.submitTimeoutMs !== undefined ? { submitTimeoutMs: props.submitTimeoutMs } : {}),
        onEvent: emit,
        ...(props.initialProgress ? { initialProgress: props.initialProgress } : {}),
        // Read when asked, so a host's new callback is used without a new store.
        ...(props.fetchProgress ? { fetchProgress: (init: SubmitInit) => callbacks.current.fetchProgress?.(init) ?? Promise.resolve({}) } : {}),
        ...(props.persistence ? { persistence: props.persistence } : {}),
        ...(props.mediaCompletion !== undefined ? { mediaCompletion: props.mediaCompletion } : {}),
        ...(previous ? { carriedProgress: previous } : {}),
      }),
    };
  }
  return current.current.store;
}
