import type { ComponentType } from 'react';
import type { ChoiceControlProps } from '../../controls/RadioChoice';
import { Rationale } from '../../controls/Rationale';
import type { BlockOf } from '../../model/types';
import type { RendererProps } from '../../registry/types';
import type { RadioScaleProps } from '../../controls/scale/RadioScale';
import { CheckboxGroup } from './CheckboxGroup';
import { readEvaluation, type EvaluationQuestionView } from '../../model/fields/readEvaluation';
import { viewOf } from '../../model/fields/viewOf';
import { MULTI_SEPARATOR, withSelection } from './selections';
import { useKindStrings } from '../useKindStrings';

export interface EvaluationQuestionsProps extends RendererProps<BlockOf<'evaluation'>> {
  Choice: ComponentType<ChoiceControlProps>;
  Scale: ComponentType<RadioScaleProps>;
}

/**
 * Evaluation questions (spec 2.6), stored as `selections`: option text, `yes`/`no`, the slider
 * number as text, and multi-select options joined by `|` (docs/assumptions.md).
 */
export function EvaluationQuestions({ block, answer, onAnswer, status, rationales, strings: playerStrings, Choice, Scale }: EvaluationQuestionsProps) {
  const strings = useKindStrings(playerStrings);
  const { questions } = viewOf(block, readEvaluation);
  const byQuestion = answer?.type === 'selections' ? answer.byQuestion : {};
  const disabled = status !== 'editable';
  const set = (questionId: string, value: string | null) => onAnswer({ type: 'selections', byQuestion: withSelection(byQuestion, questionId, value) });
  const legendOf = (question: EvaluationQuestionView) => (question.required ? `${question.prompt} ${strings.required}` : question.prompt);
  if (questions.length === 0) return <p className="method-notice" data-tone="warning">{strings.noItems}</p>;
  return (
    <>
      {block.title && <h3>{block.title}</h3>}
      {questions.map((question) => {
        const stored = byQuestion[question.id];
        if ((question.type === 'single-select' || question.type === 'multi-select') && question.options.length === 0) {
          return <p key={question.id} className="method-notice" data-tone="warning">{question.prompt} {strings.noOptions}</p>;
        }
        switch (question.type) {
          case 'single-select':
          case 'yes-no': {
            const options = question.type === 'yes-no'
              ? [{ value: 'yes', label: strings.yes }, { value: 'no', label: strings.no }]
              : question.options.map((option) => ({ value: option, label: option }));
            return <Choice key={question.id} legend={legendOf(question)} options={options} value={stored} disabled={disabled} onChange={(value) => set(question.id, value)} />;
          }
          case 'slider': {
            const number = stored === undefined ? Number.NaN : Number(stored);
            return (
              <Scale
                key={question.id}
                legend={legendOf(question)}
                min={question.min}
                max={question.max}
                step={question.step}
                minLabel={question.minLabel}
                maxLabel={question.maxLabel}
                value={Number.isFinite(number) ? number : undefined}
                disabled={disabled}
                onChange={(value) => set(question.id, String(value))}
                strings={strings}
              />
            );
          }
          case 'multi-select':
            return (
              <CheckboxGroup
                key={question.id}
                legend={legendOf(question)}
                hint={strings.chooseAny}
                options={question.options}
                selected={stored ? stored.split(MULTI_SEPARATOR) : []}
                disabled={disabled}
                onChange={(selected) => set(question.id, selected.length > 0 ? selected.join(MULTI_SEPARATOR) : null)}
              />
            );
          default: {
            const exhaustive: never = question.type;
            return exhaustive;
          }
        }
      })}
      <Rationale rationale={rationales[block.id]} strings={strings} />
    </>
  );
}
