import { readGrouping } from '../fields/readGrouping';
import { defineKind } from './definition';
import { labelIn, placedProgress } from './shared';

/** Items, each placed in one group; an item is a question. */
export const grouping = defineKind({
  kind: 'grouping',
  read: (source, reader, path) => readGrouping(source, reader.under(path)),
  answer: {
    offered: (data) => data.items.length > 0 && data.groups.length > 0,
    // Without groups nothing can be placed, so nothing is waited for.
    progress: (data, answer) => placedProgress(data.groups.length > 0 ? data.items.map((item) => item.id) : [], answer?.type === 'placements' ? answer.byItem : {}),
    questionIds: (data) => data.items.map((item) => item.id),
    describe: (data, questionId, answer) => ({
      prompt: labelIn(data.items, questionId),
      answer: answer?.type === 'placements' ? labelIn(data.groups, answer.byItem[questionId]) : null,
    }),
    holdsContinue: true,
    requiredByDefault: () => true,
    scored: true,
    posted: true,
    anchor: { spec: false, reveals: () => 'answer' },
  },
});
