import { useId, type MouseEvent } from 'react';
import { previousPosition } from '../logic/navigation';
import { isReviewOpen } from '../logic/review';
import { selectCarriesAnswers } from '../store/selectFailureNotice';
import { selectContinueBlocker, selectMediaLeftToWatch, selectUnwatchedHaveTranscripts } from '../store/selectors';
import { usePlayer, usePlayerActions, usePlayerContext } from './PlayerContext';
import { usePrimaryAction, type ForwardControl } from './usePrimaryAction';

/**
 * Back and the screen's one forward action, with a stated reason when it is disabled. While the
 * phase's answers are under review, Back returns to its last screen and the forward action sends.
 */
export function ScreenActions() {
  const { course, strings } = usePlayerContext();
  const actions = usePlayerActions();
  const reasonId = useId();
  const position = usePlayer((s) => s.position);
  const blocker = usePlayer((s) => selectContinueBlocker(course, s));
  // While sending, say what: a content phase sends no answers, only that it was seen.
  const sendsAnswers = usePlayer((s) => blocker !== 'pending' || !s.position || selectCarriesAnswers(course, s, `phase:${s.position.phaseId}`));
  // A video to watch says how long is left (a number, so this re-renders once a second at most).
  const leftToWatch = usePlayer((s) => (blocker === 'unwatched' ? selectMediaLeftToWatch(course, s) : 0));
  const transcriptWould = usePlayer((s) => blocker === 'unwatched' && selectUnwatchedHaveTranscripts(course, s));
  const primary = usePrimaryAction();
  const reviewing = usePlayer((s) => isReviewOpen(course, s));
  if (!position) return null;
  const canGoBack = reviewing || previousPosition(course, position) !== null;
  // A retake starts over, so unanswered questions do not hold it back.
  const disabled = primary !== 'retake' && blocker !== null;
  const labels: Record<Exclude<ForwardControl, null>, string> = {
    review: strings.reviewAnswersLabel,
    continue: strings.continueLabel,
    submit: strings.submitLabel,
    finish: strings.finishCourseLabel,
    retry: strings.retryLabel,
    retake: strings.retakeLabel,
  };

  const act = (event: MouseEvent) => {
    // The second click of a double click must not act again: the first may have been answered in
    // between, turning "Submit answers" into "Continue" (or "Retake") under the pointer.
    if (disabled || event.detail > 1) return;
    if (primary === 'review') {
      actions.openReview();
      return;
    }
    // `continue` follows the same rule as this button's label (logic/primaryAction.ts).
    void actions.continue();
  };

  return (
    <div className="method-actions">
      {canGoBack && (
        <button type="button" className="method-button" data-variant="secondary" onClick={() => (reviewing ? actions.closeReview() : actions.back())}>
          {reviewing ? strings.reviewBackLabel : strings.backLabel}
        </button>
      )}
      {primary && (
        <button
          type="button"
          className="method-button"
          data-variant="primary"
          aria-disabled={disabled || undefined}
          aria-busy={blocker === 'pending' || undefined}
          aria-describedby={disabled ? reasonId : undefined}
          // aria-disabled keeps the button focusable so its reason can be read; the click is ignored.
          onClick={act}
        >
          {labels[primary]}
        </button>
      )}
      {disabled && blocker && (
        <p id={reasonId} className="method-field__hint">
          {blocker === 'unwatched' ? strings.mediaLeftToWatch(leftToWatch, transcriptWould) : sendsAnswers ? strings.continueBlocked(blocker) : strings.savingProgress}
        </p>
      )}
    </div>
  );
}
