import { useId } from 'react';
import { isLastScreen, previousPosition } from '../logic/navigation';
import { phaseHasQuestions, selectContinueBlocker } from '../store/selectors';
import { usePlayer, usePlayerContext } from './PlayerContext';

/** Back and Continue (or Submit on a phase's last unsubmitted screen), with a stated reason when disabled. */
export function ScreenActions() {
  const { course, store, strings } = usePlayerContext();
  const reasonId = useId();
  const position = usePlayer((s) => s.position);
  const blocker = usePlayer((s) => selectContinueBlocker(course, s));
  const completed = usePlayer((s) => (s.position ? s.completed[s.position.phaseId] === true : false));
  const failedAssessment = usePlayer((s) => (s.position ? s.results[s.position.phaseId]?.passed === false : false));
  if (!position) return null;
  const phase = course.phases.find((p) => p.id === position.phaseId);
  const last = isLastScreen(course, position);
  const atEnd = last && completed && course.phases[course.phases.length - 1]?.id === position.phaseId;
  const submits = last && !completed && phase !== undefined && phaseHasQuestions(course, phase);
  const canGoBack = previousPosition(course, position) !== null;
  const disabled = blocker !== null || failedAssessment;
  const actions = store.getState().actions;

  return (
    <div className="method-actions">
      {canGoBack && (
        <button type="button" className="method-button" data-variant="secondary" onClick={() => actions.back()}>
          {strings.backLabel}
        </button>
      )}
      {!atEnd && (
        <button
          type="button"
          className="method-button"
          data-variant="primary"
          aria-disabled={disabled || undefined}
          aria-busy={blocker === 'pending' || undefined}
          aria-describedby={blocker ? reasonId : undefined}
          // aria-disabled keeps the button focusable so its reason can be read; the click is ignored.
          onClick={() => !disabled && void actions.continue()}
        >
          {submits ? strings.submitLabel : strings.continueLabel}
        </button>
      )}
      {blocker && <p id={reasonId} className="method-field__hint">{strings.continueBlocked(blocker)}</p>}
    </div>
  );
}
