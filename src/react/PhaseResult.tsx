import { usePlayer, usePlayerContext } from './PlayerContext';

/**
 * Phases that take a baseline or an opinion rather than test: a score and "Passed" there read as
 * a verdict the learner never faced (a pre-test's pass mark is 0, so "Score: 0%" would "pass").
 */
const RECORDED_ONLY_TYPES: ReadonlySet<string> = new Set(['introduction', 'pre-assessment', 'evaluation']);

/**
 * Score and verdict of a submitted phase. A fail is always shown (the phase stays open; the
 * screen's action becomes the retake); a pass only where passing means something, else the
 * answers were recorded.
 */
export function PhaseResult({ phaseId }: { phaseId: string }) {
  const { course, strings } = usePlayerContext();
  const result = usePlayer((s) => s.results[phaseId]);
  if (!result) return null;
  const baseline = RECORDED_ONLY_TYPES.has(course.phases.find((p) => p.id === phaseId)?.type ?? '');
  const verdict = result.passed === false ? false : baseline ? null : result.passed;
  const score = verdict !== null || !baseline ? result.score : null;
  return (
    <div className="method-status" data-passed={verdict === null ? undefined : String(verdict)}>
      {score !== null && <p><strong>{strings.resultScore(score)}</strong></p>}
      <p>{verdict === true ? strings.resultPassed : verdict === false ? strings.resultFailed : strings.resultRecorded}</p>
    </div>
  );
}
