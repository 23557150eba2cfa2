import { questionSetKind } from './questionSet';

/** Not one of the spec's anchors, but an answered one reveals what it gates (issue 21). */
export const mcq = questionSetKind('mcq', { spec: false, reveals: () => 'answer' }, ['multiple-choice']);
