import { answerOf, answerProgress, describeAnswer, questionIdsOf } from '../model/kinds';
import type { Course } from '../model/types';
import type { AnswerMap } from './answers';
import { isBlockVisible, type RevealedAnchors } from './gating';
import { findPhase } from './navigation';

/** One question of a phase as its review lists it, with the screen that asks it. */
export interface ReviewRow {
  blockId: string;
  questionId: string;
  /** The screen (0-based) the "Change" control returns to. */
  screenIndex: number;
  /** The question's text, or null when it has none (the row then names it by its number). */
  prompt: string | null;
  /** The learner's answer in words, or null when not answered, made of pairs, or not sayable in words. */
  answer: string | null;
  /** Card pairs by label, for the view to join with its strings table's word. */
  pairs?: ReadonlyArray<readonly [string, string]>;
  /** Whether the learner answered it, words or not. */
  answered: boolean;
}

/**
 * Every question the phase sends, screen by screen in authored order, with the learner's answer
 * or null: what the learner checks before submitting. Blocks still hidden behind a gate are left
 * out, as the learner has not seen them.
 */
export function reviewRows(course: Course, phaseId: string, answers: AnswerMap, revealed: RevealedAnchors): ReviewRow[] {
  const phase = findPhase(course, phaseId);
  if (!phase) return [];
  return phase.screens.flatMap((screen, screenIndex) =>
    screen.blockIds.flatMap((blockId) => {
      const block = course.blocks[blockId];
      if (!block || !answerOf(block)?.posted || !isBlockVisible(block, revealed)) return [];
      const answer = answers[blockId];
      const questionIds = questionIdsOf(block);
      return questionIds.map((questionId) => {
        const described = describeAnswer(block, questionId, answer);
        // A kind that cannot put its answer in words still shows whether it was given.
        const answered = described.answer !== null || described.pairs !== undefined || (questionIds.length === 1 && answerProgress(block, answer).answered > 0);
        return { blockId, questionId, screenIndex, ...described, answered };
      });
    }),
  );
}

/** How many of the rows have no answer. */
export function unansweredCount(rows: readonly ReviewRow[]): number {
  return rows.filter((row) => !row.answered).length;
}
