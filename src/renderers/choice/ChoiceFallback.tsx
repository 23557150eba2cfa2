import { NativeRadioChoice } from '../../controls/NativeRadioChoice';
import type { ChoiceBlock } from '../../model/types';
import type { RendererProps } from '../../registry/types';
import { ChoiceQuestion } from './ChoiceQuestion';

/** Degraded choice (spec 2.8 rule 7: a radio group): native radios, same answer shape. */
export function ChoiceFallback(props: RendererProps<ChoiceBlock>) {
  return <ChoiceQuestion {...props} Control={NativeRadioChoice} />;
}
