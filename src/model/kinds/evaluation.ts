import { readEvaluationOutline, type EvaluationQuestionOutline } from '../fields/readEvaluationOutline';
import { defineKind } from './definition';

/** Whether an evaluation question can be answered: a select needs options; yes-no and sliders always can. */
export function isAnswerableEvaluationQuestion(question: EvaluationQuestionOutline): boolean {
  return (question.type !== 'single-select' && question.type !== 'multi-select') || question.options.length > 0;
}

/**
 * The learner's evaluation of the course (spec 2.6). Continue waits for its required questions; its
 * answers go to the host (onEvaluationSubmit), not in the phase's submission. The model reads each
 * question's outline; the renderer's chunk reads prompts and scales (viewOf).
 */
export const evaluation = defineKind({
  kind: 'evaluation',
  read: (source, reader, path) => readEvaluationOutline(source, reader.under(path)),
  answer: {
    offered: (data) => data.questions.some(isAnswerableEvaluationQuestion),
    progress: (data, answer) => {
      const byQuestion = answer?.type === 'selections' ? answer.byQuestion : {};
      const required = data.questions.filter((q) => q.required && isAnswerableEvaluationQuestion(q)).map((q) => q.id);
      return { answered: required.filter((id) => (byQuestion[id] ?? '') !== '').length, total: required.length };
    },
    holdsContinue: true,
    requiredByDefault: () => true,
    scored: false,
    posted: false,
  },
});
