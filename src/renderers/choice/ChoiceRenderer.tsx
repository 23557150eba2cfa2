import { RadioChoice } from '../../controls/RadioChoice';
import type { ChoiceBlock } from '../../model/types';
import type { RendererProps } from '../../registry/types';
import { ChoiceQuestion } from './ChoiceQuestion';

/** choice and question blocks on a Radix radio group. */
export function ChoiceRenderer(props: RendererProps<ChoiceBlock>) {
  return <ChoiceQuestion {...props} Control={RadioChoice} />;
}
