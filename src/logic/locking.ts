import type { Course, Phase } from '../model/types';

export type CompletedPhases = Readonly<Record<string, true>>;

/**
 * A phase is locked until every earlier required phase is complete (spec 1: the client owns
 * locking). Optional phases never lock what follows them.
 */
export function isPhaseLocked(course: Course, phaseId: string, completed: CompletedPhases): boolean {
  for (const phase of course.phases) {
    if (phase.id === phaseId) return false;
    if (phase.required && !completed[phase.id]) return true;
  }
  return false;
}

/** The first required phase still incomplete, which is what a locked phase is waiting for. */
export function blockingPhase(course: Course, phaseId: string, completed: CompletedPhases): Phase | undefined {
  for (const phase of course.phases) {
    if (phase.id === phaseId) return undefined;
    if (phase.required && !completed[phase.id]) return phase;
  }
  return undefined;
}

/** Every required phase is complete (and, being complete, passed). */
export function areRequiredPhasesComplete(course: Course, completed: CompletedPhases): boolean {
  return course.phases.length > 0 && course.phases.every((p) => !p.required || completed[p.id] === true);
}
