import { questionSetKind } from './questionSet';

/** A graded anchor: what it gates shows once the service answered its check. */
export const timedQuiz = questionSetKind('timed-quiz', { spec: true, reveals: () => 'check' });
