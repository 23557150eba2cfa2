import type { BlockAnswer } from '../logic/answers';
import { questionIdsOf } from '../logic/answers';
import { anchorIds, revealsLocally } from '../logic/gating';
import { isAwaitingSend } from '../logic/outbox';
import type { QuestionSpans } from '../logic/questionClock';
import type { QuestionRationale } from '../logic/result';
import type { Block, Course } from '../model/types';
import { stateKey, wholeKey } from './keyedSubscriptions';
import { selectBlockRationales } from './selectors';
import type { PlayerState } from './types';

/** What one block shows from the state: its answer, its status and its rationales. */
export interface BlockView {
  answer: BlockAnswer | undefined;
  reviewing: boolean;
  busy: boolean;
  checkState: 'idle' | 'pending' | 'failed' | 'done';
  rationales: Record<string, QuestionRationale>;
  /** A timed quiz's question clocks (they live with the progress, so a reload continues them); other kinds: undefined. */
  questionClocks: QuestionSpans | undefined;
}

/** A block's view of the state, and the state entries it is read from: one value, so the two agree. */
export interface BlockViewReader {
  /** The state entries `select` reads (`stateKey`, `wholeKey`): a change anywhere else cannot change what the block shows. */
  keys(block: Block): string[];
  select(course: Course, state: PlayerState, block: Block): BlockView;
}

export const blockView: BlockViewReader = {
  keys(block) {
    return [
      stateKey('answers', block.id),
      stateKey('completed', block.phaseId),
      stateKey('outbox', block.phaseId),
      stateKey('submissions', `phase:${block.phaseId}`),
      stateKey('submissions', `block:${block.id}`),
      stateKey('revealed', block.id),
      // A card-flip also shows its phase's rationales that no block claims, by names only its
      // phase's result lists (selectBlockRationales): any rationale may be one of them.
      ...(block.kind === 'card-flip'
        ? [stateKey('results', block.phaseId), wholeKey('rationales')]
        : questionIdsOf(block).map((id) => stateKey('rationales', id))),
      // Only a timed quiz reads the clocks: a large screen of other kinds pays nothing for them.
      ...(block.kind === 'timed-quiz' ? [wholeKey('questionClocks')] : []),
    ];
  },
  select(course, state, block) {
    const status = state.submissions[`block:${block.id}`]?.state;
    const phaseSend = state.submissions[`phase:${block.phaseId}`];
    const busy = phaseSend?.state === 'pending';
    return {
      answer: state.answers[block.id],
      // Submitted and kept for its send: final, shown as it will be sent (a send on its way shows busy).
      reviewing: state.completed[block.phaseId] === true || (!busy && isAwaitingSend(state.outbox, state.completed, block.phaseId, phaseSend?.failure)),
      busy,
      checkState: state.revealed[block.id] ? 'done' : status === 'pending' ? 'pending' : status === 'failed' ? 'failed' : 'idle',
      rationales: selectBlockRationales(course, state, block),
      questionClocks: block.kind === 'timed-quiz' ? state.questionClocks : undefined,
    };
  },
};

/** Blocks the service checks one at a time: graded anchors, and narrative-escape puzzles (solutions are stripped). */
export function checksWithService(course: Course, block: Block): boolean {
  return (anchorIds(course).has(block.id) && !revealsLocally(block)) || block.kind === 'narrative-escape';
}
