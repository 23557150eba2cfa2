import type { Course } from '../model/types';
import { blockingPhase, type CompletedPhases } from './locking';
import { clampPosition, type Position } from './navigation';

/**
 * A stored or host-given position the learner may actually be at: one that exists, in a phase the
 * locking rules let them enter. A locked phase yields the first screen of the phase it waits for.
 */
export function enterablePosition(course: Course, position: Position | null | undefined, completed: CompletedPhases): Position | null {
  const existing = clampPosition(course, position);
  if (!existing) return null;
  const blocking = blockingPhase(course, existing.phaseId, completed);
  return blocking ? { phaseId: blocking.id, screenIndex: 0 } : existing;
}
