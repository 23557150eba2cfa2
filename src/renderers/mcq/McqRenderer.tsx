import { ChoiceRadios } from '../../controls/ChoiceRadios';
import type { QuestionSetBlock } from '../../model/types';
import type { RendererProps } from '../../registry/types';
import { McqQuestions } from './McqQuestions';

/**
 * Multiple-choice assessment questions on native radios drawn like the Radix items: a screen may
 * hold thousands, and a Radix item per option cost most of its load time and heap (issue 10).
 */
export function McqRenderer(props: RendererProps<QuestionSetBlock>) {
  return <McqQuestions {...props} Control={ChoiceRadios} />;
}
