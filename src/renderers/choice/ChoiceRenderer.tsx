import { ChoiceRadios } from '../../controls/ChoiceRadios';
import type { ChoiceBlock } from '../../model/types';
import type { RendererProps } from '../../registry/types';
import { ChoiceQuestion } from './ChoiceQuestion';

/**
 * choice and question blocks on native radios drawn like the Radix items, as mcq does: no script
 * or document listener per option (docs/performance.md#native-radios-one-change-handler-per-group).
 */
export function ChoiceRenderer(props: RendererProps<ChoiceBlock>) {
  return <ChoiceQuestion {...props} Control={ChoiceRadios} />;
}
