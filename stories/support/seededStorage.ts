import type { PersistedProgress, ProgressStorage } from 'ce-course-player';

/** A memory storage holding one saved progress, so a story can open the player mid-course. */
export function seededStorage(courseId: string, userId: string, progress: Partial<PersistedProgress>): ProgressStorage {
  const data = new Map<string, string>();
  const state: PersistedProgress = {
    position: null, answers: {}, revealed: {}, completed: {}, results: {}, rationales: {},
    clock: { spentMs: {}, running: null }, courseComplete: false, ...progress,
  };
  data.set(`story:${courseId}:${userId}`, JSON.stringify({ state, version: 1 }));
  return { getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v), removeItem: (k) => void data.delete(k) };
}
