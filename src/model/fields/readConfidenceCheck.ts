import { asRecord, Finite, NonEmptyText, Reader } from '../read';
import type { Spelling } from '../spellings';
import { outlineReaders } from './outlineReaders';
import type { ConfidenceCheckOutline } from './readConfidenceCheckOutline';

/** What a confidence check shows (spec 2.8 rule 4): a whole-number scale, never options. */
export interface ConfidenceCheckView extends Omit<ConfidenceCheckOutline, 'anchorId'> {
  min: number;
  max: number;
  minLabel: string;
  maxLabel: string;
  helperText: string;
}

const DEFAULT_MIN = 1;
const DEFAULT_MAX = 5;
/** A degraded radio scale draws one radio per step; a hostile range must not draw a million. */
export const MAX_SCALE_STEPS = 100;

/** Reads min/max as integers with min < max and a bounded range; never throws. */
export function readScaleRange(source: Readonly<Record<string, unknown>>, reader: Reader, defaults = { min: DEFAULT_MIN, max: DEFAULT_MAX }): { min: number; max: number } {
  const min = Math.round(reader.firstOf(source, ['min', 'minimum', 'scale_min'] satisfies Spelling<'ConfidenceCheckComponentPayload' | 'EvaluationQuestionPayload', 'min'>, Finite, defaults.min));
  let max = Math.round(reader.firstOf(source, ['max', 'maximum', 'scale_max'] satisfies Spelling<'ConfidenceCheckComponentPayload' | 'EvaluationQuestionPayload', 'max'>, Finite, NaN));
  if (!Number.isFinite(max) || max <= min) max = min + (defaults.max - defaults.min);
  return { min, max: Math.min(max, min + MAX_SCALE_STEPS) };
}

export function readConfidenceCheck(fields: unknown, reader = new Reader()): ConfidenceCheckView {
  const source = asRecord(fields);
  return {
    statement: outlineReaders.readConfidenceCheckOutline(source, reader).statement,
    ...readScaleRange(source, reader),
    minLabel: reader.firstOf(source, ['minLabel', 'min_label'] satisfies Spelling<'ConfidenceCheckComponentPayload', 'minLabel'>, NonEmptyText, ''),
    maxLabel: reader.firstOf(source, ['maxLabel', 'max_label'] satisfies Spelling<'ConfidenceCheckComponentPayload', 'maxLabel'>, NonEmptyText, ''),
    helperText: reader.firstOf(source, ['helperText', 'helper_text', 'hint'] satisfies Spelling<'ConfidenceCheckComponentPayload', 'helperText'>, NonEmptyText, ''),
  };
}
