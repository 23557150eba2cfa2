import { classifyRevision } from '../contract';
import { resolveAnchors } from './anchors';
import { withCourseEvaluation } from './courseEvaluation';
import { readCourseFields } from './courseFields';
import { diagnostic } from './diagnostics';
import { deepFreeze, freezeCourse } from './freeze';
import { IdRegistry, normalizePhase } from './normalizePhase';
import { asRecord, List, NonEmptyText, Reader, Text } from './read';
import { snapshot } from './snapshot';
import type { Block, Course, NormalizedCourse, Phase } from './types';

/**
 * Turns any input into a renderable, frozen course plus diagnostics. It never throws: broken
 * fields fall back, unknown kinds are kept as `unknown`, and every phase has at least one screen.
 * Accepts the course payload itself or a whole response envelope (`{ success, data }`).
 */
export function normalizeCourse(raw: unknown): NormalizedCourse {
  try {
    return normalizeSafely(raw);
  } catch (error) {
    // Last line of defence: a bug here must not take the host's page down with it.
    const reason = error instanceof Error ? error.message : String(error);
    return {
      course: emptyCourse(),
      diagnostics: [diagnostic('input_unreadable', `the course could not be read (${reason})`, '$', 'error')],
    };
  }
}

function normalizeSafely(raw: unknown): NormalizedCourse {
  const reader = new Reader();
  const copied = snapshot(raw, { freeze: true });
  copied.problems.forEach((problem) => reader.report('input_unreadable', problem, undefined, 'warning'));

  let source = asRecord(copied.value);
  if (source !== copied.value) reader.report('not_an_object', 'the course payload is not an object', '$', 'error');
  // Hosts often hand over the whole GET /api-course-content response.
  if (typeof source.success === 'boolean' && 'data' in source && !('phases' in source)) source = asRecord(source.data);

  const contractVersion = reader.field(source, 'contract_version', NonEmptyText, '', '$', true) || null;
  reportRevision(reader, contractVersion);

  const phaseIds = new IdRegistry(reader);
  const blockIds = new IdRegistry(reader);
  const rawPhases = readPhaseList(reader, source);
  const normalized = rawPhases.map((phase, index) => normalizePhase(reader, phase, index, phaseIds, blockIds));
  if (normalized.length === 0) reader.report('no_phases', 'the course has no phases', '$', 'error');

  const orders = new Set<number>();
  for (const { phase } of normalized) {
    if (orders.has(phase.order)) reader.report('phase_order_duplicate', `two phases share order ${phase.order}; kept in delivered order`, phase.id);
    orders.add(phase.order);
  }
  // Array.prototype.sort is stable, so equal orders keep their delivered order.
  const phases: Phase[] = normalized.map((n) => n.phase).sort((a, b) => a.order - b.order);

  const byId: Record<string, Block> = {};
  const list: Block[] = [];
  // Index loops: this runs once per course, before the engine optimizes it, and a for-of there
  // makes an iterator result per block: thousands of objects of garbage on a large course.
  for (let p = 0; p < normalized.length; p += 1) {
    const { blocks } = normalized[p]!;
    for (let b = 0; b < blocks.length; b += 1) {
      const block = blocks[b]!;
      byId[block.id] = block;
      list.push(block);
    }
  }
  const anchored = resolveAnchors(reader, byId, list);
  const courseFields = readCourseFields(reader, source);
  const { phases: placed, blocks } = withCourseEvaluation(phases, anchored, courseFields.evaluationQuestions, () =>
    blockIds.claim('course-evaluation', 'course-evaluation', '$.evaluation_questions'),
  );

  const course: Course = {
    id: reader.field(source, 'course_id', NonEmptyText, '', '$', true),
    organizationId: reader.field(source, 'organization_id', Text, '', '$', true),
    name: reader.field(source, 'name', NonEmptyText, 'Untitled course', '$', true),
    description: reader.field(source, 'description', Text, '', '$') || null,
    format: reader.field(source, 'format', Text, '', '$') || null,
    contractVersion,
    phases: placed,
    blocks,
    ...courseFields,
  };
  return { course: freezeCourse(course), diagnostics: Object.freeze(reader.diagnostics) };
}

/** A `phases` that is not a list means the payload is not a course we can read, not an empty one. */
function readPhaseList(reader: Reader, source: Readonly<Record<string, unknown>>): unknown[] {
  const phases = source.phases;
  if (Array.isArray(phases)) return reader.field(source, 'phases', List, [], '$', true);
  const missing = phases === undefined || phases === null;
  const what = missing ? 'missing' : `a ${typeof phases}, not a list`;
  reader.report(missing ? 'missing_field' : 'invalid_field', `phases is ${what}; the course could not be read`, '$.phases', 'error');
  return [];
}

function reportRevision(reader: Reader, revision: string | null): void {
  const status = classifyRevision(revision);
  if (status === 'newer') reader.report('revision_newer', `contract revision ${revision} is newer than this player knows; rendering anyway`, '$.contract_version', 'info');
  if (status === 'older') reader.report('revision_older', `contract revision ${revision} predates the supported list; rendering anyway`, '$.contract_version', 'info');
}

function emptyCourse(): Course {
  return deepFreeze({
    id: '', organizationId: '', name: 'Untitled course', description: null, format: null, contractVersion: null,
    phases: [], blocks: {}, learningObjectives: [], accreditation: null, creditDesignations: [], landingPage: null,
    confidenceBaseline: null, evaluationQuestions: [], debrief: null, references: [], series: null, followUp: null,
    mediaExpiresAt: null,
  });
}
