import { readQuestion } from '../questions';
import { Flag } from '../read';
import type { Question } from '../blockData';
import type { Spelling } from '../spellings';
import { defineKind } from './definition';
import { describeQuestion } from './shared';

const GRADED_KEYS = ['graded', 'is_graded'] as const satisfies Spelling<'ChoiceComponentPayload', 'graded'>;

/** choice and question: the component is its own question. */
export interface SingleQuestionData {
  question: Question;
  /** Graded ones are scored by the service; ungraded ones reveal locally. */
  graded: boolean;
}

/** A single question, graded unless told otherwise when `gradedByDefault`. */
export function singleQuestionKind<K extends string>(kind: K, gradedByDefault: boolean) {
  return defineKind({
    kind,
    read: (source, reader, path, blockId): SingleQuestionData => ({
      // Its id is question_id, else the block's.
      question: readQuestion(reader, source, blockId, path, source.question_id ?? blockId),
      graded: reader.firstOf(source, GRADED_KEYS, Flag, gradedByDefault),
    }),
    answer: {
      offered: (data) => data.question.options.length > 0,
      progress: (data, answer) => ({
        answered: answer?.type === 'selections' && answer.byQuestion[data.question.id] !== undefined ? 1 : 0,
        total: data.question.options.length > 0 ? 1 : 0,
      }),
      questionIds: (data) => [data.question.id],
      describe: (data, _questionId, answer) => describeQuestion(data.question, answer),
      holdsContinue: true,
      requiredByDefault: (data) => data.graded,
      scored: true,
      posted: true,
      anchor: { spec: true, reveals: (data) => (data.graded ? 'check' : 'answer') },
    },
  });
}
