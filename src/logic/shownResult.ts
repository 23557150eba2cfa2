import type { SubmitResult } from './result';

/**
 * Phases that take a baseline or an opinion rather than test: a score and "Passed" there read as a
 * verdict the learner never faced (a pre-test's pass mark is 0, so "Score: 0%" would "pass").
 */
const RECORDED_ONLY_TYPES: ReadonlySet<string> = new Set(['introduction', 'pre-assessment', 'evaluation']);

/** Of those, the one whose score still tells the learner something: where they started. */
const STARTING_SCORE_TYPES: ReadonlySet<string> = new Set(['pre-assessment']);

/** What a learner is told of a result, on screen and in the live region alike. */
export interface ShownResult {
  /** A mark, read beside the verdict; null where a mark would mean nothing. */
  score: number | null;
  /** A pre-test's score, told as where the learner started and never as a mark; else null. */
  baselineScore: number | null;
  /** Null: the answers were recorded, without a verdict. */
  verdict: boolean | null;
}

/**
 * A fail is always told (the phase stays open for a retake); a pass and a score only where they
 * mean something; a pre-test's score as the learner's starting point.
 */
export function shownResult(phaseType: string, result: Pick<SubmitResult, 'score' | 'passed'>): ShownResult {
  const baseline = RECORDED_ONLY_TYPES.has(phaseType);
  const verdict = result.passed === false ? false : baseline ? null : result.passed;
  const marked = verdict !== null || !baseline;
  return {
    score: marked ? result.score : null,
    baselineScore: !marked && STARTING_SCORE_TYPES.has(phaseType) ? result.score : null,
    verdict,
  };
}
