import { readQuestions } from '../questions';
import type { Question } from '../blockData';
import { defineKind, type AnchorDefinition } from './definition';
import { describeQuestion, questionSetProgress } from './shared';

/** mcq and timed-quiz: a list of questions. */
export interface QuestionSetData {
  questions: readonly Question[];
}

/** A set of questions the service scores; `anchor` says how it gates (spec 2.8 rule 1). */
export function questionSetKind<K extends string>(kind: K, anchor: AnchorDefinition<QuestionSetData>, spellings?: readonly string[]) {
  return defineKind({
    kind,
    ...(spellings ? { spellings } : {}),
    read: (source, reader, path, blockId): QuestionSetData => ({ questions: readQuestions(reader, source.questions, blockId, path) }),
    answer: {
      offered: (data) => data.questions.some((question) => question.options.length > 0),
      progress: (data, answer) => questionSetProgress(data.questions, answer),
      questionIds: (data) => data.questions.map((question) => question.id),
      describe: (data, questionId, answer) => describeQuestion(data.questions.find((q) => q.id === questionId), answer),
      holdsContinue: true,
      requiredByDefault: () => true,
      scored: true,
      posted: true,
      anchor,
    },
  });
}
