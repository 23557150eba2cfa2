import { enterablePosition } from '../logic/enterablePosition';
import { clampPosition, findPhase } from '../logic/navigation';
import { idleClock } from '../logic/time';
import type { Course } from '../model/types';
import type { InitialProgress } from './options';
import type { PersistedProgress } from './types';

/** Fresh progress, seeded from GET /api-progress when the host passes it. */
export function initialProgress(course: Course, seed: InitialProgress | undefined, carried?: PersistedProgress): PersistedProgress {
  // A re-fetched payload (re-signed media) keeps the learner's progress.
  if (carried) return { ...carried, position: clampPosition(course, carried.position) };
  const completed: Record<string, true> = {};
  for (const id of seed?.completedPhaseIds ?? []) if (findPhase(course, id)) completed[id] = true;
  const current = seed?.currentPhaseId ? { phaseId: seed.currentPhaseId, screenIndex: 0 } : null;
  return {
    // GET /api-progress may name a phase the locking rules still keep closed.
    position: enterablePosition(course, current, completed),
    answers: {},
    revealed: {},
    completed,
    results: {},
    rationales: {},
    clock: idleClock,
    courseComplete: seed?.courseComplete === true,
  };
}
