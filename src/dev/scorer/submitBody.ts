import { PHASE_TYPES } from '../../contract/course';
import type { SubmitProgressBody } from '../../contract/requests';
import { toCanonicalKind, type CanonicalKind } from '../../model/kinds';
import { isRecord } from '../../model/read';
import type { PhaseIndex } from './phaseIndex';

/** A body the service would answer with a 400: its message is the envelope's `error`. */
export class BadRequest extends Error {}

/** The parts of a body the scorer reads, after validation. */
export type ValidBody = Omit<SubmitProgressBody, 'answers'> & {
  /** Either field may be missing on any entry; a missing value simply scores as wrong. */
  answers?: Array<{ question_id: string; selected?: unknown; selected_index?: unknown }>;
};

/** A whole phase, or a check of one component kind's answers (an anchor or question check). */
export type SubmissionMode = 'phase' | { check: CanonicalKind };

const PHASE_TYPE_SET: ReadonlySet<string> = new Set(PHASE_TYPES);

/** The body, once its fields have the types the scorer reads; a BadRequest otherwise. */
export function readBody(body: unknown, courseId: string): ValidBody {
  if (!isRecord(body)) throw new BadRequest('Body must be a JSON object.');
  const activityId = requireString(body, 'activity_id');
  if (activityId !== courseId) throw new BadRequest(`activity_id "${activityId}" is not this course.`);
  requireString(body, 'user_id');
  requireString(body, 'phase_id');
  requireString(body, 'phase_type');
  const minutes = body.time_spent_minutes;
  if (typeof minutes !== 'number' || !Number.isInteger(minutes) || minutes < 0) {
    throw new BadRequest('time_spent_minutes must be a non-negative integer.');
  }
  requireRecords(body, 'answers', ['question_id']);
  requireRecords(body, 'matches', ['source_id', 'target_id']);
  requireRecords(body, 'placements', ['item_id', 'group_id']);
  requireRecords(body, 'matched_pairs', ['card1_id', 'card2_id']);
  return body as unknown as ValidBody;
}

function requireString(body: Record<string, unknown>, field: string): string {
  const value = body[field];
  if (typeof value !== 'string' || value.length === 0) throw new BadRequest(`${field} is required.`);
  return value;
}

/** An optional answer array must hold objects whose named fields are non-empty strings. */
function requireRecords(body: Record<string, unknown>, field: string, idFields: string[]): void {
  const value = body[field];
  if (value === undefined) return;
  if (!Array.isArray(value)) throw new BadRequest(`${field} must be an array.`);
  for (const entry of value) {
    if (!isRecord(entry)) throw new BadRequest(`${field} entries must be objects.`);
    for (const idField of idFields) requireString(entry, idField);
  }
}

/** A phase type completes the phase; a component type is an anchor or question check. */
export function submissionMode(phaseType: string, index: PhaseIndex): SubmissionMode {
  // Phase types win: `content` is both a phase type and a component kind.
  if (PHASE_TYPE_SET.has(phaseType)) {
    if (phaseType !== index.phase.type) {
      throw new BadRequest(`phase_type "${phaseType}" does not match phase "${index.phase.id}".`);
    }
    return 'phase';
  }
  const kind = toCanonicalKind(phaseType);
  if (!kind) throw new BadRequest(`Unknown phase_type "${phaseType}".`);
  if (!index.kinds.has(kind)) {
    throw new BadRequest(`Phase "${index.phase.id}" has no ${kind} component to check.`);
  }
  return { check: kind };
}
