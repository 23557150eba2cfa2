import { NativeRadioChoice } from '../../controls/NativeRadioChoice';
import type { OtherBlock } from '../../model/types';
import type { RendererProps } from '../../registry/types';
import { RadioScale } from '../../controls/scale/RadioScale';
import { EvaluationQuestions } from './EvaluationQuestions';

/** Degraded evaluation: native radios, radio scales for sliders, native checkboxes; same `selections`. */
export function EvaluationFallback(props: RendererProps<OtherBlock>) {
  return <EvaluationQuestions {...props} Choice={NativeRadioChoice} Scale={RadioScale} />;
}
