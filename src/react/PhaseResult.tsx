import { usePlayer, usePlayerContext } from './PlayerContext';

/** Score and pass state of a submitted phase; a failed assessment offers a retake. */
export function PhaseResult({ phaseId }: { phaseId: string }) {
  const { store, strings } = usePlayerContext();
  const result = usePlayer((s) => s.results[phaseId]);
  if (!result || (result.score === null && result.passed === null)) return null;
  return (
    <div className="method-status" data-passed={result.passed === null ? undefined : String(result.passed)}>
      {result.score !== null && <p><strong>{strings.resultScore(result.score)}</strong></p>}
      {result.passed === true && <p>{strings.resultPassed}</p>}
      {result.passed === false && (
        <>
          <p>{strings.resultFailed}</p>
          <button type="button" className="method-button" data-variant="primary" onClick={() => store.getState().actions.retake(phaseId)}>
            {strings.retakeLabel}
          </button>
        </>
      )}
    </div>
  );
}
