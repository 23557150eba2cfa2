import type { Block, Course, Question } from '../model/types';
import type { QuestionSpans } from './questionClock';

/** Whether a question's time ran out (recorded in its span, questionDeadline.ts): it is locked, and settled for Continue. */
export function isQuestionExpired(spans: QuestionSpans | undefined, questionId: string): boolean {
  return spans?.[questionId]?.expiredAt !== undefined;
}

/** Whether every question of a timed quiz is answered or has run out: nothing is left to wait for. */
export function isTimedQuizSettled(questions: readonly Question[], byQuestion: Readonly<Record<string, unknown>>, spans: QuestionSpans | undefined): boolean {
  return questions.every((question) => byQuestion[question.id] !== undefined || isQuestionExpired(spans, question.id));
}

/** Whether every question of a timed quiz ran out: checked with no answer, it still opens its gate. */
export function hasRunOut(block: Block | undefined, spans: QuestionSpans | undefined): boolean {
  return block?.kind === 'timed-quiz' && block.data.questions.length > 0 && isTimedQuizSettled(block.data.questions, {}, spans);
}

/** The clocks without those of these blocks' timed questions (a retake starts them over), or undefined when none go. */
export function withoutBlockClocks(course: Course, blockIds: readonly string[], spans: QuestionSpans | undefined): QuestionSpans | undefined {
  if (!spans) return undefined;
  const ids = new Set(blockIds.flatMap((id) => {
    const block = course.blocks[id];
    return block?.kind === 'timed-quiz' ? block.data.questions.map((question) => question.id) : [];
  }));
  if (!Object.keys(spans).some((id) => ids.has(id))) return undefined;
  return Object.fromEntries(Object.entries(spans).filter(([id]) => !ids.has(id)));
}
