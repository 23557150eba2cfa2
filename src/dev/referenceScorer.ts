import { LATEST_REVISION } from '../contract/revisions';
import { PHASE_TYPES } from '../contract/course';
import type { CourseContentPayload, PhasePayload } from '../contract/course';
import type { EnvelopePayload } from '../contract/envelope';
import type { SubmitProgressBody } from '../contract/requests';
import { toCanonicalKind, type CanonicalKind } from '../model/kinds';
import type { AnswerKeyItem, AnswerKeyValue, ComponentAnswerKey, CourseAnswerKeys } from './answerKeys';

/**
 * A stand-in for POST /api-submit-progress: scores bodies against the keys the service keeps, so
 * the development service (`ce-course-player/dev-service`, `ce-course-player/vite`), the stories
 * and the player tests exercise the real round trip (submit, score, rationale reveal, phase
 * completion) without the CE service. It runs where the keys are: never in the browser. The per-question rationale structure is not shown in the spec (section 4);
 * this is the shape we chose and document in docs/assumptions.md.
 */

export interface ScoredRationale {
  question_id: string;
  /** null when the item has no right answer (an ungraded choice). */
  correct: boolean | null;
  rationale: string;
  rationaleHtml: string;
}

/** The `data` of a scored submission, as the reference scorer (and the development service) answers it. */
export interface SubmitProgressResult {
  score: number;
  passed: boolean;
  all_phases_complete: boolean;
  /** Ids of the phases this learner has passed, in course order. */
  completed_phases: string[];
  rationales: ScoredRationale[];
}

/** The envelope the development service answers `POST /api/ce/submit-progress` with. */
export type SubmitProgressEnvelope = EnvelopePayload<SubmitProgressResult>;

export interface ReferenceScorerOptions {
  /** Pass mark for phases the keys do not list. Defaults to 70. */
  defaultPassMark?: number;
  /** contract_version stamped on every envelope. Defaults to the latest revision. */
  contractVersion?: string;
}

export interface ReferenceScorer {
  /** Takes `unknown` on purpose: tests post broken bodies, as a buggy player might. */
  submit(body: unknown): SubmitProgressEnvelope;
  /** Every body received, valid or not, so tests can assert what the player posted. */
  readonly received: readonly unknown[];
  completedPhases(userId: string): string[];
}

/** A scored unit of one component, found by the id a submission names it with. */
interface KeyedItem {
  componentId: string;
  kind: CanonicalKind;
  key: ComponentAnswerKey;
  item: AnswerKeyItem;
}

/** Everything a phase can be answered with, built once per phase. */
interface PhaseIndex {
  phase: PhasePayload;
  /** mcq / timed-quiz questions, choice / question / image-hotspot components, puzzles. */
  byQuestionId: Map<string, KeyedItem>;
  bySourceId: Map<string, KeyedItem>;
  byGroupingItemId: Map<string, KeyedItem>;
  /** Card id -> the card-flip component's pair items. */
  cardsById: Map<string, KeyedItem[]>;
  /** Ids that may be answered but are never scored (evaluation questions, reflections...). */
  unscoredIds: Set<string>;
  kinds: Set<CanonicalKind>;
  keyed: KeyedItem[];
}

class BadRequest extends Error {}

const PHASE_TYPE_SET: ReadonlySet<string> = new Set(PHASE_TYPES);

export function createReferenceScorer(
  course: CourseContentPayload,
  keys: CourseAnswerKeys,
  options: ReferenceScorerOptions = {},
): ReferenceScorer {
  const contractVersion = options.contractVersion ?? LATEST_REVISION;
  const defaultPassMark = options.defaultPassMark ?? 70;
  const phases = [...course.phases].sort((a, b) => a.order - b.order);
  const indexes = new Map(phases.map((phase) => [phase.id, indexPhase(phase, keys)]));
  const completedByUser = new Map<string, Set<string>>();
  const received: unknown[] = [];

  const completedPhases = (userId: string): string[] => {
    const done = completedByUser.get(userId) ?? new Set<string>();
    return phases.filter((phase) => done.has(phase.id)).map((phase) => phase.id);
  };

  const submit = (body: unknown): SubmitProgressEnvelope => {
    received.push(body);
    try {
      const request = readBody(body, course.course_id);
      const index = indexes.get(request.phase_id);
      if (!index) throw new BadRequest(`Unknown phase_id "${request.phase_id}".`);
      const mode = submissionMode(request.phase_type, index);
      const scored = scoreSubmission(request, index, mode);
      const passMark = keys.pass_marks[index.phase.id] ?? defaultPassMark;
      const passed = scored.score >= passMark;

      // Only a whole-phase submission completes a phase; anchor checks never do (spec 2.8 rule 1).
      if (mode === 'phase' && passed) {
        const done = completedByUser.get(request.user_id) ?? new Set<string>();
        done.add(index.phase.id);
        completedByUser.set(request.user_id, done);
      }
      const completed = completedPhases(request.user_id);
      const allDone = phases.filter((phase) => phase.required).every((phase) => completed.includes(phase.id));
      return {
        success: true,
        contract_version: contractVersion,
        error: null,
        data: {
          score: scored.score,
          passed,
          all_phases_complete: allDone,
          completed_phases: completed,
          rationales: scored.rationales,
        },
      };
    } catch (error) {
      if (!(error instanceof BadRequest)) throw error;
      // The spec pairs no error_code with a 400 (section 7), so none is sent.
      return { success: false, contract_version: contractVersion, error: error.message };
    }
  };

  return { submit, received, completedPhases };
}

// ---------------------------------------------------------------------------------------------
// Indexing

function indexPhase(phase: PhasePayload, keys: CourseAnswerKeys): PhaseIndex {
  const index: PhaseIndex = {
    phase,
    byQuestionId: new Map(),
    bySourceId: new Map(),
    byGroupingItemId: new Map(),
    cardsById: new Map(),
    unscoredIds: new Set(),
    kinds: new Set(),
    keyed: [],
  };
  for (const component of phase.components) {
    const kind = toCanonicalKind(component.type);
    if (kind) index.kinds.add(kind);
    const key = keys.components[component.id];
    if (!kind || !key) {
      collectUnscoredIds(component, index.unscoredIds);
      continue;
    }
    for (const item of key.items) {
      const keyed: KeyedItem = { componentId: component.id, kind, key, item };
      index.keyed.push(keyed);
      addToIndex(index, keyed);
    }
  }
  return index;
}

function addToIndex(index: PhaseIndex, keyed: KeyedItem): void {
  switch (keyed.kind) {
    case 'drag-drop-match':
      index.bySourceId.set(keyed.item.id, keyed);
      return;
    case 'grouping':
      index.byGroupingItemId.set(keyed.item.id, keyed);
      return;
    case 'card-flip':
      for (const cardId of pairOf(keyed.item.correct)) {
        index.cardsById.set(cardId, [...(index.cardsById.get(cardId) ?? []), keyed]);
      }
      return;
    default:
      index.byQuestionId.set(keyed.item.id, keyed);
  }
}

/** Evaluation answers and free-text blocks may be posted; they are accepted, never scored. */
function collectUnscoredIds(component: Record<string, unknown>, ids: Set<string>): void {
  ids.add(String(component.id));
  const questions = component.questions;
  if (!Array.isArray(questions)) return;
  for (const question of questions) {
    if (isRecord(question) && typeof question.id === 'string') ids.add(question.id);
  }
}

export function pairOf(value: AnswerKeyValue): string[] {
  return Array.isArray(value) ? [...(value as readonly string[])] : [];
}

// ---------------------------------------------------------------------------------------------
// Validation

/** The parts of a body the scorer reads, after validation. */
type ValidBody = Omit<SubmitProgressBody, 'answers'> & {
  /** Either field may be missing on any entry; a missing value simply scores as wrong. */
  answers?: Array<{ question_id: string; selected?: unknown; selected_index?: unknown }>;
};

function readBody(body: unknown, courseId: string): ValidBody {
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

type SubmissionMode = 'phase' | { check: CanonicalKind };

/** A phase type completes the phase; a component type is an anchor or question check. */
function submissionMode(phaseType: string, index: PhaseIndex): SubmissionMode {
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

// ---------------------------------------------------------------------------------------------
// Scoring

/** What the learner gave for each keyed item, by item (identity) after resolving ids. */
type Given = Map<KeyedItem, unknown>;

function scoreSubmission(
  body: ValidBody,
  index: PhaseIndex,
  mode: SubmissionMode,
): { score: number; rationales: ScoredRationale[] } {
  const given = collectAnswers(body, index);
  if (mode !== 'phase') {
    for (const keyed of given.keys()) {
      if (keyed.kind !== mode.check) {
        throw new BadRequest(`"${keyed.item.id}" is not part of a ${mode.check} component.`);
      }
    }
    if (given.size === 0) throw new BadRequest(`No ${mode.check} answers to check.`);
  }

  // A phase submission is scored on every counting item (unanswered is wrong); a check only on
  // what it answered, because it stands for one question being submitted.
  const inScope =
    mode === 'phase'
      ? index.keyed.filter((keyed) => keyed.key.counts_toward_phase || given.has(keyed))
      : index.keyed.filter((keyed) => given.has(keyed));

  const rationales = inScope.map((keyed) => rationaleFor(keyed, given));
  const graded = inScope.filter(
    (keyed) => keyed.key.graded && (mode !== 'phase' || keyed.key.counts_toward_phase),
  );
  const right = graded.filter((keyed) => isCorrect(keyed, given)).length;
  const score = graded.length === 0 ? 100 : Math.round((100 * right) / graded.length);
  return { score, rationales };
}

function collectAnswers(body: ValidBody, index: PhaseIndex): Given {
  const given: Given = new Map();
  const lookup = (map: Map<string, KeyedItem>, id: string, field: string): KeyedItem | undefined => {
    const keyed = map.get(id);
    if (!keyed && !index.unscoredIds.has(id)) {
      throw new BadRequest(`Unknown ${field} "${id}" in phase "${index.phase.id}".`);
    }
    return keyed;
  };

  for (const answer of body.answers ?? []) {
    const keyed = lookup(index.byQuestionId, answer.question_id, 'question_id');
    // Timed quizzes answer by index (spec 4); everything else by `selected`.
    if (keyed) given.set(keyed, keyed.kind === 'timed-quiz' ? answer.selected_index : answer.selected);
  }
  for (const match of body.matches ?? []) {
    const keyed = lookup(index.bySourceId, match.source_id, 'source_id');
    if (keyed) given.set(keyed, match.target_id);
  }
  for (const placement of body.placements ?? []) {
    const keyed = lookup(index.byGroupingItemId, placement.item_id, 'item_id');
    if (keyed) given.set(keyed, placement.group_id);
  }
  for (const pair of body.matched_pairs ?? []) {
    collectPair(pair.card1_id, pair.card2_id, index, given);
  }
  return given;
}

/** A matched pair answers the key pair holding its first card; wrong pairs count as wrong. */
function collectPair(first: string, second: string, index: PhaseIndex, given: Given): void {
  const candidates = index.cardsById.get(first);
  if (!candidates || !index.cardsById.has(second)) {
    throw new BadRequest(`Unknown card id in pair "${first}" / "${second}".`);
  }
  for (const keyed of candidates) {
    const previous = given.get(keyed);
    // Keep a correct pairing once found, so a later wrong pair naming the same card cannot undo it.
    if (previous !== undefined && isCorrectPair(keyed.item.correct, previous)) continue;
    given.set(keyed, [first, second]);
  }
}

function isCorrect(keyed: KeyedItem, given: Given): boolean {
  if (!given.has(keyed)) return false;
  const value = given.get(keyed);
  if (keyed.kind === 'card-flip') return isCorrectPair(keyed.item.correct, value);
  return value === keyed.item.correct;
}

function isCorrectPair(correct: AnswerKeyValue, value: unknown): boolean {
  const want = pairOf(correct);
  if (!Array.isArray(value) || value.length !== 2 || want.length !== 2) return false;
  return want.every((id) => value.includes(id));
}

function rationaleFor(keyed: KeyedItem, given: Given): ScoredRationale {
  return {
    question_id: keyed.item.id,
    correct: keyed.key.graded ? isCorrect(keyed, given) : null,
    rationale: keyed.item.rationale,
    rationaleHtml: keyed.item.rationaleHtml,
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
