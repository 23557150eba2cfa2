import { NativeRadioChoice } from '../../controls/NativeRadioChoice';
import type { QuestionSetBlock } from '../../model/types';
import type { RendererProps } from '../../registry/types';
import { TimedQuizQuestions } from './TimedQuizQuestions';

/** Degraded timed quiz: native radios and no countdown; posts the same `timed` answer. */
export function TimedQuizFallback(props: RendererProps<QuestionSetBlock>) {
  return <TimedQuizQuestions {...props} Control={NativeRadioChoice} />;
}
