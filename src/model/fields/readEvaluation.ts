import { check, MISS } from '../check';
import { NonEmptyText, Reader } from '../read';
import type { Spelling } from '../spellings';
import { readScaleRange } from './readConfidenceCheck';
import { outlineReaders } from './outlineReaders';
import type { EvaluationQuestionOutline } from './readEvaluationOutline';

export type { EvaluationQuestionType } from './readEvaluationOutline';

/** One evaluation question (spec 2.6), ready to draw. */
export interface EvaluationQuestionView extends EvaluationQuestionOutline {
  prompt: string;
  min: number;
  max: number;
  step: number;
  minLabel: string;
  maxLabel: string;
}

export const PositiveStep = check((value) => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : MISS), 'a number above 0');

/**
 * Reads an evaluation component's questions tolerantly, in the kind's chunk: the outline's
 * (readEvaluationOutline.ts) with their prompts and scales. Never throws.
 */
export function readEvaluation(fields: unknown, reader = new Reader()): { questions: readonly EvaluationQuestionView[] } {
  const questions = outlineReaders.evaluationQuestionEntries(fields, reader).map(({ question, entry }) => ({
    ...question,
    prompt: reader.firstOf(entry, ['question', 'prompt', 'text', 'label'] satisfies Spelling<'EvaluationQuestionPayload', 'question'>, NonEmptyText, ''),
    ...readScaleRange(entry, reader, { min: 0, max: 10 }),
    step: reader.firstOf(entry, ['step'], PositiveStep, 1),
    minLabel: reader.firstOf(entry, ['minLabel', 'min_label'] satisfies Spelling<'EvaluationQuestionPayload', 'minLabel'>, NonEmptyText, ''),
    maxLabel: reader.firstOf(entry, ['maxLabel', 'max_label'] satisfies Spelling<'EvaluationQuestionPayload', 'maxLabel'>, NonEmptyText, ''),
  }));
  return { questions };
}
