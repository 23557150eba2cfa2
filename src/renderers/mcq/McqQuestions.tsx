import { useId, type ReactElement } from 'react';
import type { ChoiceControlProps } from '../../controls/RadioChoice';
import { hasRationale, Rationale } from '../../controls/Rationale';
import type { QuestionSetBlock } from '../../model/types';
import type { RendererProps } from '../../registry/types';

/** Draws one question's single-choice group named `name` (choiceRadios, nativeRadioChoice). */
export type DrawChoice = (props: ChoiceControlProps, name: string) => ReactElement;

const NO_SELECTIONS: Readonly<Record<string, string>> = Object.freeze({});

/**
 * The mcq component whose questions are each a single-choice group drawn by `draw`. The renderer
 * and its fallback are each one such component: a screen may hold thousands of mcq blocks, and a
 * wrapper, a control component and a fragment per question were a third of its React fibers
 * (docs/performance.md#fewer-fibers-per-block). One id per block names every group in it.
 */
export function mcqQuestions(draw: DrawChoice, displayName: string) {
  function McqQuestions({ block, answer, onAnswer, status, rationales, strings }: RendererProps<QuestionSetBlock>) {
    const id = useId();
    const selections = answer?.type === 'selections' ? answer.byQuestion : NO_SELECTIONS;
    const total = block.data.questions.length;
    // A flat list (title, then one item per question, keyed by place): a nested array would be one more fiber.
    const children: ReactElement[] = [];
    if (block.title) children.push(<h3 key="title">{block.title}</h3>);
    block.data.questions.forEach((question, index) => {
      const rationale = rationales[question.id];
      children.push(
        <div key={index} className="method-mcq__item">
          {question.options.length === 0 ? (
            <p className="method-notice" data-tone="warning">{question.prompt} {strings.noOptions}</p>
          ) : (
            draw(
              {
                legend: question.prompt,
                badge: question.badgeLabel,
                options: question.options,
                value: selections[question.id],
                disabled: status !== 'editable',
                hint: total > 1 ? strings.questionPosition(index + 1, total) : undefined,
                onChange: (value) => onAnswer({ type: 'selections', byQuestion: { ...selections, [question.id]: value } }),
              },
              `${id}-${index}`,
            )
          )}
          {hasRationale(rationale) && <Rationale rationale={rationale} strings={strings} />}
        </div>,
      );
    });
    return children;
  }
  McqQuestions.displayName = displayName;
  return McqQuestions;
}
