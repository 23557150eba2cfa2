import { answerProgress } from '../model/kinds';
import type { BlockAnswer } from '../model/answer';
import type { Block } from '../model/types';

export type { AnswerMap, BlockAnswer } from '../model/answer';
// Each kind defines what its answer covers and which question ids it is keyed by (src/model/kinds/).
export { answerProgress, questionIdsOf } from '../model/kinds';

/** True when every question of the block has an answer (blocks with nothing to answer are complete). */
export function isBlockAnswered(block: Block, answer: BlockAnswer | undefined): boolean {
  const { answered, total } = answerProgress(block, answer);
  return answered >= total;
}
