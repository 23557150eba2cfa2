import { isBlockAnswered, type BlockAnswer } from '../logic/answers';
import { anchorIds, revealsLocally } from '../logic/gating';
import { isAwaitingSend } from '../logic/outbox';
import type { ActionGroup, StoreContext } from './storeContext';

/** What the learner does that the store records: answers, timed questions' clocks, media watched, a credit claim. */
export function createRecorderActions({ course, get, set, emit }: StoreContext): ActionGroup<'answer' | 'recordQuestionClocks' | 'recordMediaWatch' | 'recordCreditClaim'> {
  const anchors = anchorIds(course);
  return {
    answer(blockId: string, answer: BlockAnswer) {
      const block = course.blocks[blockId];
      const state = get();
      // A submitted phase's answers are final until the service answers: an edit would show but never be sent.
      if (!block || state.completed[block.phaseId] || isAwaitingSend(state.outbox, state.completed, block.phaseId, state.submissions[`phase:${block.phaseId}`]?.failure)) return;
      set((state) => ({
        answers: { ...state.answers, [blockId]: answer },
        revealed: anchors.has(blockId) && revealsLocally(block) && isBlockAnswered(block, answer) ? { ...state.revealed, [blockId]: true } : state.revealed,
      }));
      emit({ type: 'answer_changed', blockId, answer });
    },
    recordQuestionClocks(spans) {
      set({ questionClocks: spans });
    },
    recordMediaWatch(blockId, change) {
      set((state) => ({ mediaWatch: { ...state.mediaWatch, [blockId]: change(state.mediaWatch?.[blockId]) } }));
    },
    recordCreditClaim(claim) {
      set({ creditClaim: claim });
    },
  };
}
