import { shownResult } from '../logic/shownResult';
import { usePlayer, usePlayerContext } from './PlayerContext';

/**
 * Score and verdict of a submitted phase. A fail is always shown (the phase stays open; the
 * screen's action becomes the retake); a pass only where passing means something, else the
 * answers were recorded (a pre-test with the score the learner started from).
 */
export function PhaseResult({ phaseId }: { phaseId: string }) {
  const { course, strings } = usePlayerContext();
  const result = usePlayer((s) => s.results[phaseId]);
  if (!result) return null;
  const { score, baselineScore, verdict } = shownResult(course.phases.find((p) => p.id === phaseId)?.type ?? '', result);
  return (
    <div className="method-status" data-passed={verdict === null ? undefined : String(verdict)}>
      {score !== null && <p><strong>{strings.resultScore(score)}</strong></p>}
      {baselineScore !== null && <p><strong>{strings.resultBaselineScore(baselineScore)}</strong></p>}
      <p>{verdict === true ? strings.resultPassed : verdict === false ? strings.resultFailed : strings.resultRecorded}</p>
    </div>
  );
}
