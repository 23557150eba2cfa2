import type { Course, Phase } from '../model/types';

/** Where the learner is: a phase and a screen within it (0-based ordinal). */
export interface Position {
  phaseId: string;
  screenIndex: number;
}

export function findPhase(course: Course, phaseId: string): Phase | undefined {
  return course.phases.find((p) => p.id === phaseId);
}

export function firstPosition(course: Course): Position | null {
  const first = course.phases[0];
  return first ? { phaseId: first.id, screenIndex: 0 } : null;
}

export function isLastScreen(course: Course, position: Position): boolean {
  const phase = findPhase(course, position.phaseId);
  return !phase || position.screenIndex >= phase.screens.length - 1;
}

/** The phase after `phaseId` in course order, if any. */
export function nextPhase(course: Course, phaseId: string): Phase | undefined {
  const index = course.phases.findIndex((p) => p.id === phaseId);
  return index < 0 ? undefined : course.phases[index + 1];
}

/**
 * Continue (spec 3): the next screen of a sequential phase, else the first screen of the next
 * phase, else null at the end of the course.
 */
export function nextPosition(course: Course, position: Position): Position | null {
  if (!isLastScreen(course, position)) return { phaseId: position.phaseId, screenIndex: position.screenIndex + 1 };
  const next = nextPhase(course, position.phaseId);
  return next ? { phaseId: next.id, screenIndex: 0 } : null;
}

/** Back: the previous screen, else the last screen of the previous phase, else null. */
export function previousPosition(course: Course, position: Position): Position | null {
  if (position.screenIndex > 0) return { phaseId: position.phaseId, screenIndex: position.screenIndex - 1 };
  const index = course.phases.findIndex((p) => p.id === position.phaseId);
  const previous = index > 0 ? course.phases[index - 1] : undefined;
  return previous ? { phaseId: previous.id, screenIndex: previous.screens.length - 1 } : null;
}

/** A position that exists in this course (stored or host-provided positions may be stale). */
export function clampPosition(course: Course, position: Position | null | undefined): Position | null {
  const phase = position ? findPhase(course, position.phaseId) : undefined;
  if (!phase || !position) return firstPosition(course);
  const screenIndex = Number.isInteger(position.screenIndex) ? position.screenIndex : 0;
  return { phaseId: phase.id, screenIndex: Math.min(Math.max(0, screenIndex), phase.screens.length - 1) };
}
