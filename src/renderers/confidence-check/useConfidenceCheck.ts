import { useMemo } from 'react';
import type { BlockAnswer } from '../../logic/answers';
import { readConfidenceCheck, type ConfidenceCheckView } from '../../model/fields/readConfidenceCheck';

/** The block's scale and the learner's value, if any (a stored number or numeric text). */
export function useConfidenceCheck(fields: unknown, answer: BlockAnswer | undefined): { view: ConfidenceCheckView; value: number | undefined } {
  const view = useMemo(() => readConfidenceCheck(fields), [fields]);
  const raw = answer?.type === 'value' ? Number(answer.value) : Number.NaN;
  const value = Number.isFinite(raw) && raw >= view.min && raw <= view.max ? raw : undefined;
  return { view, value };
}
