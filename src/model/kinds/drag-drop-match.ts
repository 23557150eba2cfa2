import { readDragDropMatch } from '../fields/readDragDropMatch';
import type { KindAlias } from '../spellings';
import { defineKind } from './definition';
import { labelIn, placedProgress } from './shared';

/** Sources, each matched to one target; a source is a question. */
export const dragDropMatch = defineKind({
  kind: 'drag-drop-match',
  spellings: ['dragdropmatch'] satisfies KindAlias<'drag-drop-match'>,
  read: (source, reader, path) => readDragDropMatch(source, reader.under(path)),
  answer: {
    offered: (data) => data.sources.length > 0 && data.targets.length > 0,
    // Without targets nothing can be matched, so nothing is waited for.
    progress: (data, answer) => placedProgress(data.targets.length > 0 ? data.sources.map((s) => s.id) : [], answer?.type === 'matches' ? answer.bySource : {}),
    questionIds: (data) => data.sources.map((source) => source.id),
    describe: (data, questionId, answer) => ({
      prompt: labelIn(data.sources, questionId),
      answer: answer?.type === 'matches' ? labelIn(data.targets, answer.bySource[questionId]) : null,
    }),
    holdsContinue: true,
    requiredByDefault: () => true,
    scored: true,
    posted: true,
    anchor: { spec: false, reveals: () => 'answer' },
  },
});
