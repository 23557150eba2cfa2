import { readConfidenceCheck } from '../fields/readConfidenceCheck';
import { defineKind, valueProgress } from './definition';

/** A whole-number confidence scale (spec 2.8 rule 4): the learner's own view, never scored. */
export const confidenceCheck = defineKind({
  kind: 'confidence-check',
  read: (source, reader, path) => ({
    ...readConfidenceCheck(source, reader.under(path)),
    /** The key a debrief readout's baseline may name this check by (spec 2.4). */
    anchorId: typeof source.anchor_id === 'string' ? source.anchor_id : null,
  }),
  answer: {
    offered: () => true,
    progress: (_data, answer) => valueProgress(answer),
    holdsContinue: true,
    requiredByDefault: () => false,
    scored: false,
    posted: true,
    anchor: { spec: false, reveals: () => 'answer' },
  },
  confidenceKey: (data) => data.anchorId,
});
