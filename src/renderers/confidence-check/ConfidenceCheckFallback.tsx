import { Rationale } from '../../controls/Rationale';
import type { OtherBlock } from '../../model/types';
import type { RendererProps } from '../../registry/types';
import { RadioScale } from '../../controls/scale/RadioScale';
import { useConfidenceCheck } from './useConfidenceCheck';

/** Degraded confidence check (spec 2.8 rule 4): a radio scale over min..max; same `value` answer. */
export function ConfidenceCheckFallback({ block, answer, onAnswer, status, rationales, strings }: RendererProps<OtherBlock>) {
  const { view, value } = useConfidenceCheck(block.fields, answer);
  return (
    <>
      <RadioScale
        legend={view.statement || block.title || ''}
        hint={view.helperText}
        min={view.min}
        max={view.max}
        minLabel={view.minLabel}
        maxLabel={view.maxLabel}
        value={value}
        disabled={status !== 'editable'}
        onChange={(next) => onAnswer({ type: 'value', value: next })}
        strings={strings}
      />
      <Rationale rationale={rationales[block.id]} strings={strings} />
    </>
  );
}
