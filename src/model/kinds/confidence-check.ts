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
    // Named by its statement (a review or the answer record would otherwise say "Question 3 of 3").
    describe: (data, _questionId, answer, title) => ({ prompt: data.statement || title, answer: answer?.type === 'value' ? String(answer.value) : null }),
    holdsContinue: true,
    requiredByDefault: () => false,
    scored: false,
    posted: true,
    anchor: { spec: false, reveals: () => 'answer' },
  },
  confidenceKey: (data) => data.anchorId,
});
