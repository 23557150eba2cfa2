import { useId } from 'react';
import { Rationale } from '../../controls/Rationale';
import type { BlockOf } from '../../model/types';
import type { RendererProps } from '../../registry/types';
import { useConfidenceCheck } from './useConfidenceCheck';
import { ValueSlider } from '../../controls/scale/ValueSlider';
import { useKindStrings } from '../useKindStrings';

/** A confidence slider (spec 2.8 rule 4); posts `{ type: 'value', value }` only once moved. */
export function ConfidenceCheckRenderer(props: RendererProps<BlockOf<'confidence-check'>>) {
  const { block, rationales, strings: playerStrings } = props;
  const strings = useKindStrings(playerStrings);
  const { view, value, scale } = useConfidenceCheck(props);
  const id = useId();
  return (
    <div className="method-field">
      <p className="method-mcq__question" id={`${id}-statement`}>{view.statement || block.title}</p>
      {view.helperText && <p className="method-field__hint" id={`${id}-helper`}>{view.helperText}</p>}
      <ValueSlider
        labelledBy={`${id}-statement`}
        describedBy={view.helperText ? `${id}-helper` : undefined}
        {...scale}
      />
      <p className="method-field__hint">{value === undefined ? strings.notAnsweredYet : strings.selectedValue(value)}</p>
      <Rationale rationale={rationales[block.id]} strings={strings} />
    </div>
  );
}
