import { singleQuestionKind } from './singleQuestion';

/** Scored by the service unless marked ungraded. */
export const question = singleQuestionKind('question', true);
