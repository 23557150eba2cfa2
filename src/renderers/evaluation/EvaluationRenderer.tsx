import { RadioChoice } from '../../controls/RadioChoice';
import type { BlockOf } from '../../model/types';
import type { RendererProps } from '../../registry/types';
import { EvaluationQuestions } from './EvaluationQuestions';
import { SliderField } from './SliderField';

/** Evaluation questions on Radix radio groups and sliders, native checkboxes for multi-select. */
export function EvaluationRenderer(props: RendererProps<BlockOf<'evaluation'>>) {
  return <EvaluationQuestions {...props} Choice={RadioChoice} Scale={SliderField} />;
}
