import { answerOf, describeAnswer, questionIdsOf } from '../model/kinds';
import type { Course } from '../model/types';
import type { AnswerMap } from './answers';
import type { QuestionRationale } from './result';

/** One answered question as the learner's record lists it. */
export interface RecordEntry {
  blockId: string;
  questionId: string;
  prompt: string | null;
  answer: string | null;
  /** Card pairs by label (FeedbackText.pairs). */
  pairs?: ReadonlyArray<readonly [string, string]>;
  rationale: QuestionRationale | null;
}

export interface RecordPhase {
  phaseId: string;
  title: string;
  entries: readonly RecordEntry[];
}

/**
 * The learner's answers and the service's rationales, phase by phase in course order: what a
 * learner keeps (prints) after completion. Only questions they answered; phases without any are
 * left out. The course evaluation is the provider's, not the learner's record.
 */
export function answerRecord(course: Course, answers: AnswerMap, rationales: Readonly<Record<string, QuestionRationale>>): RecordPhase[] {
  return course.phases.flatMap((phase) => {
    const entries = phase.blockIds.flatMap((blockId) => {
      const block = course.blocks[blockId];
      const answer = answers[blockId];
      if (!block || !answer || !answerOf(block)?.posted) return [];
      return questionIdsOf(block).flatMap((questionId) => {
        const described = describeAnswer(block, questionId, answer);
        if (described.answer === null && described.pairs === undefined) return [];
        return [{ blockId, questionId, ...described, rationale: rationales[questionId] ?? null }];
      });
    });
    return entries.length > 0 ? [{ phaseId: phase.id, title: phase.title, entries }] : [];
  });
}
