import { singleQuestionKind } from './singleQuestion';

/** Scored by the service only when graded. */
export const choice = singleQuestionKind('choice', false);
