import { Rationale } from '../../controls/Rationale';
import type { BlockOf } from '../../model/types';
import type { RendererProps } from '../../registry/types';
import { RadioScale } from '../../controls/scale/RadioScale';
import { useConfidenceCheck } from './useConfidenceCheck';

/** Degraded confidence check (spec 2.8 rule 4): a radio scale over min..max; same `value` answer. */
export function ConfidenceCheckFallback(props: RendererProps<BlockOf<'confidence-check'>>) {
  const { block, rationales, strings } = props;
  const { view, scale } = useConfidenceCheck(props);
  return (
    <>
      <RadioScale
        legend={view.statement || block.title || ''}
        hint={view.helperText}
        {...scale}
      />
      <Rationale rationale={rationales[block.id]} strings={strings} />
    </>
  );
}
