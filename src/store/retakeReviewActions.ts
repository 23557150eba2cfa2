import { questionIdsOf } from '../logic/answers';
import { revealsLocally } from '../logic/gating';
import { findPhase } from '../logic/navigation';
import { withoutOutboxEntry } from '../logic/outbox';
import { forwardControl } from '../logic/review';
import { withoutBlockClocks } from '../logic/timedQuizClocks';
import type { MoveTo } from './navigationActions';
import type { ActionGroup, StoreContext } from './storeContext';

/** Taking a phase again, and the review of a phase's answers before it is sent. */
export function createRetakeReviewActions({ course, get, set, emit }: StoreContext, moveTo: MoveTo): ActionGroup<'retake' | 'openReview' | 'closeReview'> {
  return {
    retake(phaseId: string) {
      const phase = findPhase(course, phaseId);
      if (!phase) return;
      // A retake starts from the previous answers, still editable (docs/assumptions.md); only
      // what the service said about them goes, and graded anchors must be checked again.
      set((state) => {
        const revealed = { ...state.revealed };
        const rationales = { ...state.rationales };
        for (const id of phase.blockIds) {
          const block = course.blocks[id];
          if (!block || !revealsLocally(block)) delete revealed[id];
          if (block) questionIdsOf(block).forEach((questionId) => delete rationales[questionId]);
        }
        const { [phaseId]: _result, ...results } = state.results;
        const { [phaseId]: _done, ...completed } = state.completed;
        // The phase's timed questions start over: expired clocks would lock the retake.
        const questionClocks = withoutBlockClocks(course, phase.blockIds, state.questionClocks);
        const submissions = { ...state.submissions };
        delete submissions[`phase:${phaseId}`];
        phase.blockIds.forEach((id) => delete submissions[`block:${id}`]);
        return { revealed, rationales, results, completed, submissions, outbox: withoutOutboxEntry(state.outbox, phaseId), ...(questionClocks ? { questionClocks } : {}) };
      });
      emit({ type: 'phase_retaken', phaseId });
      moveTo({ phaseId, screenIndex: 0 });
    },
    openReview() {
      const position = get().position;
      if (position && forwardControl(course, get(), true) === 'review') set({ reviewingPhaseId: position.phaseId });
    },
    closeReview() {
      set({ reviewingPhaseId: undefined });
    },
  };
}
