import type { ScaleControlProps } from '../../controls/scale/RadioScale';
import type { RendererProps } from '../../registry/types';
import type { BlockOf } from '../../model/types';
import { readConfidenceCheck, type ConfidenceCheckView } from '../../model/fields/readConfidenceCheck';
import { viewOf } from '../../model/fields/viewOf';
import { useKindStrings } from '../useKindStrings';

/**
 * The block's scale, the learner's value (a stored number or numeric text), and the props the
 * slider and its radio-scale fallback share, so both post the same `value` answer.
 */
export function useConfidenceCheck({ block, answer, onAnswer, status, strings: playerStrings }: RendererProps<BlockOf<'confidence-check'>>): {
  view: ConfidenceCheckView;
  value: number | undefined;
  scale: ScaleControlProps;
} {
  const strings = useKindStrings(playerStrings);
  const view = viewOf(block, readConfidenceCheck);
  const raw = answer?.type === 'value' ? Number(answer.value) : Number.NaN;
  const value = Number.isFinite(raw) && raw >= view.min && raw <= view.max ? raw : undefined;
  const scale: ScaleControlProps = {
    min: view.min,
    max: view.max,
    minLabel: view.minLabel,
    maxLabel: view.maxLabel,
    value,
    disabled: status !== 'editable',
    onChange: (next) => onAnswer({ type: 'value', value: next }),
    strings,
  };
  return { view, value, scale };
}
