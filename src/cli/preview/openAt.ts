import type { Course } from '../../model/types';
import type { PreviewOpenAt } from './pageConfig';

/**
 * Where `--open <id>` starts: the first screen of the phase with that id, else the screen showing
 * the component with that id; null when the course has neither. The required phases before it are
 * named as done, because the player's locking rules keep a later phase closed until they are.
 */
export function openAt(course: Course, id: string): PreviewOpenAt | null {
  const block = Object.hasOwn(course.blocks, id) ? course.blocks[id] : undefined;
  const phase = course.phases.find((p) => p.id === id) ?? course.phases.find((p) => p.id === block?.phaseId);
  if (!phase) return null;
  const screenIndex = phase.id === id ? 0 : (phase.screens.find((screen) => screen.blockIds.includes(id))?.index ?? 0);
  const before = course.phases.slice(0, course.phases.indexOf(phase));
  return { phaseId: phase.id, screenIndex, completedPhaseIds: before.filter((p) => p.required).map((p) => p.id) };
}
