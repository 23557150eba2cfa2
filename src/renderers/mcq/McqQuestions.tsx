import type { ComponentType } from 'react';
import type { ChoiceControlProps } from '../../controls/RadioChoice';
import { Rationale } from '../../controls/Rationale';
import type { QuestionSetBlock } from '../../model/types';
import type { RendererProps } from '../../registry/types';

/** The questions of an mcq, each as a single-choice group drawn by `Control`. */
export function McqQuestions({
  block,
  answer,
  onAnswer,
  status,
  rationales,
  strings,
  Control,
}: RendererProps<QuestionSetBlock> & { Control: ComponentType<ChoiceControlProps> }) {
  const selections = answer?.type === 'selections' ? answer.byQuestion : {};
  const total = block.questions.length;
  return (
    <>
      {block.title && <h3>{block.title}</h3>}
      {block.questions.map((question, index) => (
        <div key={question.id} className="method-mcq__item">
          {question.options.length === 0 ? (
            <p className="method-notice" data-tone="warning">{question.prompt} {strings.noOptions}</p>
          ) : (
            <Control
              legend={question.prompt}
              badge={question.badgeLabel}
              options={question.options}
              value={selections[question.id]}
              disabled={status !== 'editable'}
              hint={total > 1 ? strings.questionPosition(index + 1, total) : undefined}
              onChange={(value) => onAnswer({ type: 'selections', byQuestion: { ...selections, [question.id]: value } })}
            />
          )}
          <Rationale rationale={rationales[question.id]} strings={strings} />
        </div>
      ))}
    </>
  );
}
