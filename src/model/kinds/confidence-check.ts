import { readConfidenceCheckOutline } from '../fields/readConfidenceCheckOutline';
import { defineKind, valueProgress } from './definition';

/** A whole-number confidence scale (spec 2.8 rule 4): the learner's own view, never scored. */
export const confidenceCheck = defineKind({
  kind: 'confidence-check',
  // The scale is read by the renderer's chunk (viewOf).
  read: (source, reader, path) => readConfidenceCheckOutline(source, reader.under(path)),
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
