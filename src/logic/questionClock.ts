/** When a timed question became the running one, and when it stopped (answered or left); wall-clock ms. */
export interface QuestionSpan {
  startedAt: number;
  /** Advisory limits only: enforced limits run to their deadline (questionDeadline.ts). */
  stoppedAt: number | null;
  /** Enforced limits: how many times the learner chose "More time". @default 0 */
  extensions?: number;
  /** Enforced limits: when the time ran out; the question is locked from then on. */
  expiredAt?: number;
}

/** Each timed question's span, by question id. */
export type QuestionSpans = Readonly<Record<string, QuestionSpan>>;

/**
 * The spans once `runningId` is the running question at `at`: any other running span stops, and
 * the running question starts unless it already has a span (a reload or a return continues its
 * time). The same object comes back when nothing changed, so callers can skip a write.
 */
export function advanceSpans(previous: QuestionSpans, runningId: string | null, at: number): QuestionSpans {
  const next: Record<string, QuestionSpan> = {};
  let changed = false;
  for (const [id, span] of Object.entries(previous)) {
    const stop = span.stoppedAt === null && id !== runningId;
    next[id] = stop ? { ...span, stoppedAt: at } : span;
    changed ||= stop;
  }
  if (runningId !== null && !next[runningId]) {
    next[runningId] = { startedAt: at, stoppedAt: null };
    changed = true;
  }
  return changed ? next : previous;
}

/** Whole seconds of a span, never negative (a clock set back) and never past the limit. */
export function spanSeconds(span: QuestionSpan, nowMs: number, limitSeconds: number): number {
  const end = span.stoppedAt ?? nowMs;
  return Math.min(limitSeconds, Math.max(0, Math.floor((end - span.startedAt) / 1000)));
}
