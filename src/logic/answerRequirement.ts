import { answerOf } from '../model/kinds';
import type { Block } from '../model/types';
import { isBlockAnswered, type BlockAnswer } from './answers';
import type { QuestionSpans } from './questionClock';
import { isTimedQuizSettled } from './timedQuizClocks';

export { explicitRequirement } from '../model/normalizeBlock';

/**
 * Whether Continue waits for this block's answer: as the payload says where it says, else for
 * scored kinds (graded choices and questions included) and for anchors, whose answer reveals
 * part of the screen. Evaluation blocks decide per question (isBlockAnswered counts only the
 * required ones).
 */
export function isAnswerRequired(block: Block, isAnchor: boolean): boolean {
  const answer = answerOf(block);
  if (!answer?.holdsContinue) return false;
  if (block.answerRequired !== null) return block.answerRequired;
  return isAnchor || answer.requiredByDefault(block.data);
}

/**
 * Whether a block Continue waits for has its answer (a required form-input needs some text). A
 * timed question whose time ran out (`questionClocks`) is settled, answered or not: a learner is
 * never trapped behind a question they can no longer answer.
 */
export function hasRequiredAnswer(block: Block, answer: BlockAnswer | undefined, questionClocks?: QuestionSpans): boolean {
  const filled = answerOf(block)?.filled;
  if (filled) return filled(block.data, answer);
  if (block.kind === 'timed-quiz' && questionClocks) {
    const byQuestion = answer?.type === 'timed' || answer?.type === 'selections' ? answer.byQuestion : {};
    // A question without options cannot be answered, and must not trap the learner: isBlockAnswered lets it through too.
    return isBlockAnswered(block, answer) || isTimedQuizSettled(block.data.questions.filter((q) => q.options.length > 0), byQuestion, questionClocks);
  }
  return isBlockAnswered(block, answer);
}
