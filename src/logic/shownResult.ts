import type { SubmitResult } from './result';

/**
 * Phases that take a baseline or an opinion rather than test: a score and "Passed" there read as a
 * verdict the learner never faced (a pre-test's pass mark is 0, so "Score: 0%" would "pass").
 */
const RECORDED_ONLY_TYPES: ReadonlySet<string> = new Set(['introduction', 'pre-assessment', 'evaluation']);

/** What a learner is told of a result, on screen and in the live region alike. */
export interface ShownResult {
  /** Null where a score would mean nothing. */
  score: number | null;
  /** Null: the answers were recorded, without a verdict. */
  verdict: boolean | null;
}

/** A fail is always told (the phase stays open for a retake); a pass and a score only where they mean something. */
export function shownResult(phaseType: string, result: Pick<SubmitResult, 'score' | 'passed'>): ShownResult {
  const baseline = RECORDED_ONLY_TYPES.has(phaseType);
  const verdict = result.passed === false ? false : baseline ? null : result.passed;
  return { score: verdict !== null || !baseline ? result.score : null, verdict };
}
