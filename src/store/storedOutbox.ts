import type { Outbox, OutboxState } from '../logic/outbox';
import type { Course } from '../model/types';

const STATES: ReadonlySet<unknown> = new Set<OutboxState>(['saved', 'sending', 'sent']);

/**
 * The stored outbox's entries this course can trust: a phase of this course with a known state.
 * Anything else (hand-edited, another course's, another version's) is dropped with a diagnostic;
 * the rest of the progress is kept either way.
 */
export function readStoredOutbox(course: Course, stored: unknown, report: (message: string) => void): Outbox {
  if (stored === undefined) return {};
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) {
    report('stored outbox ignored: not an object');
    return {};
  }
  const outbox: Record<string, OutboxState> = {};
  for (const [phaseId, state] of Object.entries(stored)) {
    if (!course.phases.some((phase) => phase.id === phaseId)) report(`stored outbox entry dropped: no phase ${JSON.stringify(phaseId)} in this course`);
    else if (!STATES.has(state)) report(`stored outbox entry dropped: phase ${JSON.stringify(phaseId)} has state ${JSON.stringify(state)}`);
    else outbox[phaseId] = state as OutboxState;
  }
  return outbox;
}
