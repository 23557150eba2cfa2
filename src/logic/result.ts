import { toSubmitFailure, type SubmitFailure } from './retry';

/** One question's feedback from POST /api-submit-progress (its structure is not shown by the spec). */
export interface QuestionRationale {
  questionId: string;
  correct: boolean | null;
  /** Plain-text rationale, when given. */
  text: string | null;
  /** HTML rationale (rationaleHtml, explanationHtml), sanitized before display. */
  html: string | null;
}

/** What the player keeps of a successful submission. */
export interface SubmitResult {
  score: number | null;
  /** Null when the service said nothing: the answers were recorded, and nothing is claimed about passing. */
  passed: boolean | null;
  allPhasesComplete: boolean;
  rationales: readonly QuestionRationale[];
}

/** What readSubmitResult makes of an onSubmit answer: a result, or the failure it counts as. */
export type ReadResult = { ok: true; result: SubmitResult } | { ok: false; failure: SubmitFailure };

const SCORE_KEYS = ['score', 'percentage', 'score_percent'] as const;
const PASSED_KEYS = ['passed', 'is_passed', 'pass'] as const;
const COMPLETE_KEYS = ['all_phases_complete', 'allPhasesComplete', 'all_complete', 'is_complete'] as const;
const RATIONALE_KEYS = ['rationales', 'question_results', 'results', 'questions', 'feedback'] as const;

const UNRECOGNISED = 'The service did not confirm that it accepted the submission.';
const REFUSED = 'The service did not accept the submission.';

const record = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

const firstString = (source: Record<string, unknown>, keys: readonly string[]): string | null => {
  for (const key of keys) {
    const value = source[key];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return null;
};

const firstBoolean = (source: Record<string, unknown>, keys: readonly string[]): boolean | null => {
  for (const key of keys) if (typeof source[key] === 'boolean') return source[key] as boolean;
  return null;
};

// A score of 0 is a score: found by type, never by truthiness.
const firstScore = (source: Record<string, unknown>): number | null => {
  for (const key of SCORE_KEYS) if (typeof source[key] === 'number' && Number.isFinite(source[key])) return source[key] as number;
  return null;
};

const rawRationales = (data: Record<string, unknown>): unknown => data.rationales ?? data.question_results ?? data.results ?? data.questions ?? data.feedback;

function readRationale(questionId: string, entry: unknown): QuestionRationale {
  if (typeof entry === 'string') return { questionId, correct: null, text: entry.trim() === '' ? null : entry, html: null };
  const source = record(entry) ?? {};
  return {
    questionId,
    correct: firstBoolean(source, ['correct', 'is_correct', 'isCorrect']),
    text: firstString(source, ['rationale', 'explanation', 'feedback']),
    html: firstString(source, ['rationaleHtml', 'rationale_html', 'explanationHtml', 'feedbackHtml']),
  };
}

/** Rationales arrive as a list of `{ question_id, … }` or as a map keyed by question id. */
function readRationales(data: Record<string, unknown>): QuestionRationale[] {
  const raw = rawRationales(data);
  if (Array.isArray(raw)) {
    return raw.flatMap((entry) => {
      const source = record(entry);
      const id = source && (source.question_id ?? source.questionId ?? source.id);
      return typeof id === 'string' || typeof id === 'number' ? [readRationale(String(id), entry)] : [];
    });
  }
  const map = record(raw);
  return map ? Object.entries(map).map(([id, entry]) => readRationale(id, entry)) : [];
}

/** Whether a bare object carries at least one field the player reads, with a usable value. */
function isReadable(data: Record<string, unknown>): boolean {
  const rationales = rawRationales(data);
  return (
    firstScore(data) !== null ||
    firstBoolean(data, PASSED_KEYS) !== null ||
    firstBoolean(data, COMPLETE_KEYS) !== null ||
    Array.isArray(rationales) ||
    record(rationales) !== null
  );
}

// An HTTP status may come as a number or a numeric string ("502"); Number() of anything else is NaN or 0.
const hasErrorStatus = (source: Record<string, unknown>): boolean => Number(source.status) >= 400;

function toResult(data: Record<string, unknown>): ReadResult {
  return {
    ok: true,
    result: {
      score: firstScore(data),
      passed: firstBoolean(data, PASSED_KEYS),
      allPhasesComplete: firstBoolean(data, COMPLETE_KEYS) ?? false,
      rationales: readRationales(data),
    },
  };
}

const failed = (source: unknown, fallbackMessage: string): ReadResult => ({
  ok: false,
  failure: { ...toSubmitFailure(record(source), fallbackMessage), answered: true },
});

/**
 * Reads what onSubmit resolved with. A success is recognisable: an envelope with `success: true`
 * (its `data`, or the envelope itself when it has none), or an object carrying at least one field
 * the player reads (score, passed, completion, rationales), bare or as an envelope's `data`. Anything
 * else (undefined, a string, an HTTP error body such as `{ status: 502, code }`, `success: false`)
 * is a failure: the phase stays open, its answers are kept, and the learner can retry.
 * Scores given as 0-1 fractions are kept as delivered (docs/assumptions.md).
 */
export function readSubmitResult(resolved: unknown): ReadResult {
  const outer = record(resolved);
  if (!outer) return failed(resolved, UNRECOGNISED);
  if (outer.success === false) return failed(outer, REFUSED);
  if (outer.success === true) return toResult('data' in outer ? (record(outer.data) ?? {}) : outer);
  if (hasErrorStatus(outer)) return failed(outer, UNRECOGNISED);
  if (isReadable(outer)) return toResult(outer);
  const data = record(outer.data);
  if (data && isReadable(data)) return toResult(data);
  return failed(outer, UNRECOGNISED);
}
