import { NativeRadioChoice } from '../../controls/NativeRadioChoice';
import type { QuestionSetBlock } from '../../model/types';
import type { RendererProps } from '../../registry/types';
import { McqQuestions } from './McqQuestions';

/** Degraded mcq: native radios in fieldsets; posts the same `selections` answer. */
export function McqFallback(props: RendererProps<QuestionSetBlock>) {
  return <McqQuestions {...props} Control={NativeRadioChoice} />;
}
