import type { Course } from '../model/types';
import type { Progress } from './submitTransition';

type Synced = Pick<Progress, 'completed' | 'results' | 'rationales' | 'courseComplete' | 'outbox' | 'creditClaim'>;

/**
 * What this page takes from progress another tab saved (a `storage` event): the phases it
 * completed, their results and rationales, a finished course and a credit claim (this tab would
 * otherwise offer the claim form again and save over it). Nothing else: this tab keeps its
 * own screen and answers. A phase completed elsewhere leaves this tab's outbox unsent, or this tab
 * would send it again (the spec has no idempotency key). Null when there is nothing new.
 */
export function adoptCompletedElsewhere(course: Course, state: Synced, stored: Synced): Partial<Synced> | null {
  const known = new Set(course.phases.map((phase) => phase.id));
  const fresh = Object.keys(stored.completed).filter((id) => known.has(id) && !state.completed[id]);
  const finished = stored.courseComplete && !state.courseComplete;
  const claim = !state.creditClaim ? stored.creditClaim : undefined;
  if (fresh.length === 0 && !finished && !claim) return null;
  const outbox = state.outbox && Object.fromEntries(Object.entries(state.outbox).filter(([id, entry]) => !(fresh.includes(id) && entry === 'saved')));
  return {
    completed: { ...state.completed, ...Object.fromEntries(fresh.map((id) => [id, true as const])) },
    results: { ...Object.fromEntries(fresh.flatMap((id) => (stored.results[id] ? [[id, stored.results[id]!]] : []))), ...state.results },
    rationales: { ...stored.rationales, ...state.rationales },
    courseComplete: state.courseComplete || stored.courseComplete,
    ...(outbox ? { outbox } : {}),
    ...(claim ? { creditClaim: claim } : {}),
  };
}
