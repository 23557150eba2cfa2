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
  /** Null when the service said nothing; the player then treats the submission as passed. */
  passed: boolean | null;
  allPhasesComplete: boolean;
  rationales: readonly QuestionRationale[];
}

export type ReadResult = { ok: true; result: SubmitResult } | { ok: false; message: string; code?: string };

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

function readRationale(questionId: string, entry: unknown): QuestionRationale {
  if (typeof entry === 'string') return { questionId, correct: null, text: entry, html: null };
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
  const raw = data.rationales ?? data.question_results ?? data.results ?? data.questions ?? data.feedback;
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

/**
 * Reads what onSubmit resolved with: the whole envelope or just its `data`. `success: false` is a
 * failure. Scores given as 0-1 fractions are kept as delivered (docs/assumptions.md).
 */
export function readSubmitResult(resolved: unknown): ReadResult {
  const outer = record(resolved);
  if (outer && outer.success === false) {
    const code = typeof outer.error_code === 'string' ? outer.error_code : undefined;
    const message = typeof outer.error === 'string' ? outer.error : 'The service did not accept the submission.';
    return code ? { ok: false, message, code } : { ok: false, message };
  }
  const data = outer && typeof outer.success === 'boolean' && 'data' in outer ? record(outer.data) ?? {} : outer ?? {};
  const score = [data.score, data.percentage, data.score_percent].find((v) => typeof v === 'number' && Number.isFinite(v));
  return {
    ok: true,
    result: {
      score: typeof score === 'number' ? score : null,
      passed: firstBoolean(data, ['passed', 'is_passed', 'pass']),
      allPhasesComplete: firstBoolean(data, ['all_phases_complete', 'allPhasesComplete', 'all_complete', 'is_complete']) ?? false,
      rationales: readRationales(data),
    },
  };
}
