import { useId } from 'react';
import { Rationale } from '../../controls/Rationale';
import type { OtherBlock } from '../../model/types';
import type { RendererProps } from '../../registry/types';
import { useConfidenceCheck } from './useConfidenceCheck';
import { ValueSlider } from '../../controls/scale/ValueSlider';

/** A confidence slider (spec 2.8 rule 4); posts `{ type: 'value', value }` only once moved. */
export function ConfidenceCheckRenderer({ block, answer, onAnswer, status, rationales, strings }: RendererProps<OtherBlock>) {
  const { view, value } = useConfidenceCheck(block.fields, answer);
  const id = useId();
  return (
    <div className="method-field">
      <p className="method-mcq__question" id={`${id}-statement`}>{view.statement || block.title}</p>
      {view.helperText && <p className="method-field__hint" id={`${id}-helper`}>{view.helperText}</p>}
      <ValueSlider
        labelledBy={`${id}-statement`}
        describedBy={view.helperText ? `${id}-helper` : undefined}
        min={view.min}
        max={view.max}
        minLabel={view.minLabel}
        maxLabel={view.maxLabel}
        value={value}
        disabled={status !== 'editable'}
        onChange={(next) => onAnswer({ type: 'value', value: next })}
        strings={strings}
      />
      <p className="method-field__hint">{value === undefined ? strings.notAnsweredYet : strings.selectedValue(value)}</p>
      <Rationale rationale={rationales[block.id]} strings={strings} />
    </div>
  );
}
