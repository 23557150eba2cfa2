import type { PersistedProgress, ProgressStorage } from 'ce-course-player';
import type { PreviewOpenAt } from '../pageConfig';

/**
 * `--open` without a prop for it: the player has no initial-screen prop (`initialProgress` names a
 * phase only), so the page hands it a progress storage, kept in memory, whose first read is a
 * learner already at that screen, with the required phases before it done. What the player saves
 * stays in the page's memory and is gone on reload, as without `--open`.
 */
export function openAtStorage(start: PreviewOpenAt): ProgressStorage {
  const progress: PersistedProgress = {
    position: { phaseId: start.phaseId, screenIndex: start.screenIndex },
    answers: {},
    revealed: {},
    completed: Object.fromEntries(start.completedPhaseIds.map((id) => [id, true as const])),
    results: {},
    rationales: {},
    clock: { spentMs: {}, running: null },
    courseComplete: false,
  };
  const saved = new Map<string, string>();
  let seeded = false;
  return {
    getItem(key) {
      if (!seeded) saved.set(key, JSON.stringify({ state: progress }));
      seeded = true;
      return saved.get(key) ?? null;
    },
    setItem: (key, value) => void saved.set(key, value),
    removeItem: (key) => void saved.delete(key),
  };
}
