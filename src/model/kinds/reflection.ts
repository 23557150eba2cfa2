import { readReflection } from '../fields/readReflection';
import { defineKind, hasText } from './definition';

/** Free text in the learner's own words, never scored. */
export const reflection = defineKind({
  kind: 'reflection',
  read: (source, reader, path) => readReflection(source, reader.under(path)),
  answer: {
    offered: () => true,
    progress: (_data, answer) => ({ answered: hasText(answer) ? 1 : 0, total: 1 }),
    holdsContinue: true,
    requiredByDefault: () => false,
    scored: false,
    posted: true,
    anchor: { spec: false, reveals: () => 'answer' },
  },
});
