import { NativeRadioChoice } from '../../controls/NativeRadioChoice';
import type { BlockOf } from '../../model/types';
import type { RendererProps } from '../../registry/types';
import { RadioScale } from '../../controls/scale/RadioScale';
import { EvaluationQuestions } from './EvaluationQuestions';

/** Degraded evaluation: native radios, radio scales for sliders, native checkboxes; same `selections`. */
export function EvaluationFallback(props: RendererProps<BlockOf<'evaluation'>>) {
  return <EvaluationQuestions {...props} Choice={NativeRadioChoice} Scale={RadioScale} />;
}
