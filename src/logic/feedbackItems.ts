import { describeAnswer, questionIdsOf } from '../model/kinds';
import type { Block } from '../model/types';
import type { AnswerMap } from './answers';
import type { QuestionRationale } from './result';

/** One question's feedback as the result lists it: what was asked, what the learner gave, why. */
export interface FeedbackItem {
  /** The block the question belongs to: question ids are not always unique across blocks. */
  blockId: string;
  questionId: string;
  /** The question text (plain text), or null when the payload gives none. */
  prompt: string | null;
  /** The learner's answer as they saw it, or null when they gave none. */
  answer: string | null;
  /** Card pairs by label (FeedbackText.pairs). */
  pairs?: ReadonlyArray<readonly [string, string]>;
  rationale: QuestionRationale;
}

/**
 * The feedback to list with a phase's result, in authored order: every question of `blocks` the
 * service sent a rationale for. Blocks whose rationales already show beside them are left out by
 * the caller.
 */
export function feedbackItems(blocks: readonly Block[], answers: AnswerMap, rationales: Readonly<Record<string, QuestionRationale>>): FeedbackItem[] {
  return blocks.flatMap((block) =>
    questionIdsOf(block).flatMap((questionId) => {
      const rationale = rationales[questionId];
      if (!rationale) return [];
      return [{ blockId: block.id, questionId, ...describeAnswer(block, questionId, answers[block.id]), rationale }];
    }),
  );
}
