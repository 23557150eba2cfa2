import { NativeRadioChoice } from '../../controls/NativeRadioChoice';
import type { QuestionSetBlock } from '../../model/types';
import type { RendererProps } from '../../registry/types';
import { TimedQuizDeadlines } from './TimedQuizDeadlines';
import { TimedQuizQuestions } from './TimedQuizQuestions';

/**
 * Degraded timed quiz on native radios, posting the same `timed` answer. Enforced limits behave
 * exactly as in the Renderer (a deadline must not depend on which control drew it); advisory
 * limits show no countdown here.
 */
export function TimedQuizFallback(props: RendererProps<QuestionSetBlock>) {
  if (props.timeLimits === 'advisory') return <TimedQuizQuestions {...props} Control={NativeRadioChoice} />;
  return <TimedQuizDeadlines {...props} Control={NativeRadioChoice} />;
}
