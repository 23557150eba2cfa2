import { RadioChoice } from '../../controls/RadioChoice';
import type { QuestionSetBlock } from '../../model/types';
import type { RendererProps } from '../../registry/types';
import { SuggestedTimes } from './SuggestedTimes';
import { TimedQuizDeadlines } from './TimedQuizDeadlines';

/**
 * Timed questions on Radix radio groups. Limits are enforced by default (TimedQuizDeadlines:
 * warning, "More time", locking, WCAG 2.2.1); with `timeLimits="advisory"` each countdown is a
 * suggestion that never locks or discards an answer (docs/assumptions.md).
 */
export function TimedQuizRenderer(props: RendererProps<QuestionSetBlock>) {
  if (props.timeLimits === 'advisory') return <SuggestedTimes {...props} Control={RadioChoice} />;
  return <TimedQuizDeadlines {...props} Control={RadioChoice} />;
}
