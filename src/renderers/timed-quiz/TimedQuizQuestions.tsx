import type { ComponentType, ReactNode } from 'react';
import type { ChoiceControlProps } from '../../controls/RadioChoice';
import { Rationale } from '../../controls/Rationale';
import type { Question, QuestionSetBlock } from '../../model/types';
import type { RendererProps } from '../../registry/types';

const NONE: ReadonlySet<string> = new Set();

export interface TimedQuizQuestionsProps extends RendererProps<QuestionSetBlock> {
  Control: ComponentType<ChoiceControlProps>;
  /** Drawn under a question's options (its countdown); none without. */
  renderTimer?: (question: Question, index: number) => ReactNode;
  /** Questions whose time ran out: locked with their last answer, and settled for "Check answer". */
  lockedIds?: ReadonlySet<string>;
}

/**
 * The questions of a timed quiz; options are posted by index (`selected_index`). A timed quiz can
 * gate later blocks (spec 2.8 rule 1): as a graded anchor it offers "Check answer", and locks once
 * checked. Each question's element carries `data-question-id`, and `data-locked` once its time ran out.
 */
export function TimedQuizQuestions({ block, answer, onAnswer, status, rationales, strings, onCheck, checkState, Control, renderTimer, lockedIds = NONE }: TimedQuizQuestionsProps) {
  const byQuestion = answer?.type === 'timed' ? answer.byQuestion : {};
  const total = block.data.questions.length;
  const locked = status !== 'editable' || checkState === 'pending' || checkState === 'done';
  const complete = block.data.questions.every((question) => byQuestion[question.id] !== undefined || lockedIds.has(question.id));
  return (
    <>
      {block.title && <h3>{block.title}</h3>}
      {block.data.questions.map((question, index) => {
        const chosen = byQuestion[question.id];
        const ranOut = lockedIds.has(question.id);
        return (
          <div key={question.id} className="method-mcq__item" data-question-id={question.id} data-locked={ranOut || undefined}>
            {question.options.length === 0 ? (
              <p className="method-notice" data-tone="warning">{question.prompt} {strings.noOptions}</p>
            ) : (
              <>
                <Control
                  legend={question.prompt}
                  options={question.options.map((option, optionIndex) => ({ value: String(optionIndex), label: option.label }))}
                  value={chosen === undefined ? undefined : String(chosen)}
                  disabled={locked || ranOut}
                  hint={total > 1 ? strings.questionPosition(index + 1, total) : undefined}
                  onChange={(value) => !ranOut && onAnswer({ type: 'timed', byQuestion: { ...byQuestion, [question.id]: Number(value) } })}
                />
                {renderTimer?.(question, index)}
              </>
            )}
            <Rationale rationale={rationales[question.id]} strings={strings} />
          </div>
        );
      })}
      {onCheck && checkState !== 'done' && status === 'editable' && (
        <button
          type="button"
          className="method-button"
          data-variant="secondary"
          aria-busy={checkState === 'pending' || undefined}
          aria-disabled={!complete || checkState === 'pending' || undefined}
          onClick={() => complete && checkState !== 'pending' && onCheck()}
        >
          {strings.checkAnswerLabel}
        </button>
      )}
    </>
  );
}
