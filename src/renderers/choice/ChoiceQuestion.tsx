import type { ComponentType } from 'react';
import type { ChoiceControlProps } from '../../controls/RadioChoice';
import { Rationale } from '../../controls/Rationale';
import type { ChoiceBlock } from '../../model/types';
import type { RendererProps } from '../../registry/types';

/** One single-choice question; a graded anchor also gets a "Check answer" button. */
export function ChoiceQuestion({
  block,
  answer,
  onAnswer,
  status,
  rationales,
  strings,
  onCheck,
  checkState,
  Control,
}: RendererProps<ChoiceBlock> & { Control: ComponentType<ChoiceControlProps> }) {
  const { question } = block.data;
  const selected = answer?.type === 'selections' ? answer.byQuestion[question.id] : undefined;
  const locked = status !== 'editable' || checkState === 'pending' || checkState === 'done';
  return (
    <>
      {question.options.length === 0 ? (
        <p className="method-notice" data-tone="warning">{question.prompt} {strings.noOptions}</p>
      ) : (
        <Control
          legend={question.prompt || block.title || ''}
          options={question.options}
          value={selected}
          disabled={locked}
          onChange={(value) => onAnswer({ type: 'selections', byQuestion: { [question.id]: value } })}
        />
      )}
      {onCheck && checkState !== 'done' && status === 'editable' && (
        <button
          type="button"
          className="method-button"
          data-variant="secondary"
          aria-busy={checkState === 'pending' || undefined}
          aria-disabled={selected === undefined || checkState === 'pending' || undefined}
          onClick={() => selected !== undefined && checkState !== 'pending' && onCheck()}
        >
          {strings.checkAnswerLabel}
        </button>
      )}
      <Rationale rationale={rationales[question.id]} strings={strings} />
    </>
  );
}
