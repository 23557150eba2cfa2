import { usePlayer } from './PlayerContext';
import { LazyResultFeedbackList } from './lazyViews';

/**
 * The rationales of a submitted phase's questions on other screens, listed with the result: the
 * result says "review the feedback", and on a multi-screen phase that feedback sits beside
 * questions the learner has already left. Questions on this screen keep theirs in place.
 * The list's code is a chunk fetched once the first screen is drawn and the page is idle (a result
 * comes after a send).
 */
export function ResultFeedback({ phaseId }: { phaseId: string }) {
  const hasResult = usePlayer((s) => s.results[phaseId] !== undefined);
  // Before a result there is nothing to list: answering a question must not re-render this.
  return hasResult ? <LazyResultFeedbackList phaseId={phaseId} /> : null;
}
