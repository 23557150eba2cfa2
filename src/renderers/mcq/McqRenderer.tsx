import { RadioChoice } from '../../controls/RadioChoice';
import type { QuestionSetBlock } from '../../model/types';
import type { RendererProps } from '../../registry/types';
import { McqQuestions } from './McqQuestions';

/** Multiple-choice assessment questions on Radix radio groups. */
export function McqRenderer(props: RendererProps<QuestionSetBlock>) {
  return <McqQuestions {...props} Control={RadioChoice} />;
}
