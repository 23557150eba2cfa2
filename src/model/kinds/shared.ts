import type { BlockAnswer } from '../answer';
import type { ChoiceOption, LabelledItem, Question } from '../blockData';
import type { AnswerProgress, FeedbackText } from './definition';

// What several kinds share: question sets (mcq, timed-quiz), single questions (choice, question) and
// lists of labelled items (drag-drop-match, grouping, image-hotspot).

/** A question's text and the option the learner chose (by value, or by index for a timed quiz). */
export function describeQuestion(question: Question | undefined, answer: BlockAnswer | undefined): FeedbackText {
  if (!question) return { prompt: null, answer: null };
  let chosen: string | null = null;
  if (answer?.type === 'selections' && answer.byQuestion[question.id] !== undefined) {
    const value = answer.byQuestion[question.id]!;
    chosen = optionLabel(question.options, value) ?? value;
  } else if (answer?.type === 'timed' && answer.byQuestion[question.id] !== undefined) {
    chosen = question.options[answer.byQuestion[question.id]!]?.label ?? null;
  }
  return { prompt: question.prompt || null, answer: chosen };
}

const optionLabel = (options: readonly ChoiceOption[], value: string) => options.find((option) => option.value === value)?.label;

/** Questions answered among those that can be (a question without options cannot be waited for: docs/assumptions.md). */
export function questionSetProgress(questions: readonly Question[], answer: BlockAnswer | undefined): AnswerProgress {
  const byQuestion: Readonly<Record<string, unknown>> = answer && (answer.type === 'selections' || answer.type === 'timed') ? answer.byQuestion : {};
  const answerable = questions.filter((q) => q.options.length > 0);
  return { answered: answerable.filter((q) => byQuestion[q.id] !== undefined).length, total: answerable.length };
}

/** The label of `id` among `items`, the id itself when it names none, null without an id. */
export function labelIn(items: readonly LabelledItem[], id: string | undefined): string | null {
  return id === undefined ? null : items.find((item) => item.id === id)?.label ?? id;
}

/** Items placed (or matched) among `ids`, by `placedBy` (item id → target id). */
export function placedProgress(ids: readonly string[], placedBy: Readonly<Record<string, string>>): AnswerProgress {
  return { answered: ids.filter((id) => placedBy[id] !== undefined).length, total: ids.length };
}
