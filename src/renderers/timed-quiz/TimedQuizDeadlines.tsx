import { useEffect, useRef, type ComponentType } from 'react';
import type { ChoiceControlProps } from '../../controls/RadioChoice';
import { isTimedQuestion, MAX_EXTENSIONS } from '../../logic/questionDeadline';
import type { Question, QuestionSetBlock } from '../../model/types';
import type { RendererProps } from '../../registry/types';
import { DeadlineClock } from './DeadlineClock';
import { focusQuestion, focusStatus } from './questionFocus';
import { TimedQuizQuestions } from './TimedQuizQuestions';
import { useQuestionDeadlines } from './useQuestionDeadlines';
import { useKindStrings } from '../useKindStrings';

const NO_ANSWERS: Readonly<Record<string, number>> = {};

export interface TimedQuizDeadlinesProps extends RendererProps<QuestionSetBlock> {
  Control: ComponentType<ChoiceControlProps>;
}

/**
 * A timed quiz whose limits are enforced (the default), the same for the Renderer and the
 * Fallback but for the Control. A question runs from its turn (the first timed one neither
 * answered nor run out, or an answer given before then) to its deadline; answering moves the
 * clock on, and the answer can be changed until the question's own time is up. When it runs
 * out the question locks with its last answer (or none), and focus that was in it moves to the
 * question now running. Root: `data-time-limits="enforced"`.
 */
export function TimedQuizDeadlines(props: TimedQuizDeadlinesProps) {
  const { block, answer, status, checkState, strings: playerStrings } = props;
  const strings = useKindStrings(playerStrings);
  const byQuestion = answer?.type === 'timed' ? answer.byQuestion : NO_ANSWERS;
  const active = status === 'editable' && checkState !== 'pending' && checkState !== 'done';
  const { times, extend } = useQuestionDeadlines(block.data.questions, byQuestion, active, Date.now, props.questionClocks);
  const root = useRef<HTMLDivElement>(null);

  const expired = active ? block.data.questions.filter((question) => times[question.id]?.state === 'expired').map((question) => question.id) : [];
  const runningId = block.data.questions.find((question) => isTimedQuestion(question) && byQuestion[question.id] === undefined && times[question.id]?.state !== 'expired')?.id ?? null;
  const expiredKey = expired.join('\n');
  // What had run out at the last commit; null before the first (a reload past a deadline moves nothing).
  const seen = useRef<string | null>(null);
  useEffect(() => {
    const before = seen.current;
    seen.current = expiredKey;
    if (before === null || before === expiredKey || !root.current) return;
    const fresh = expiredKey.split('\n').filter((id) => !before.split('\n').includes(id));
    const owner = root.current.ownerDocument;
    const focused = owner.activeElement;
    const items = [...root.current.querySelectorAll<HTMLElement>('[data-question-id]')].filter((item) => fresh.includes(item.dataset.questionId!));
    // Focus elsewhere on the page stays where the learner put it.
    if (focused && focused !== owner.body && !items.some((item) => item.contains(focused))) return;
    if (!(runningId !== null && focusQuestion(root.current, runningId))) focusStatus(items[0]);
  }, [expiredKey, runningId]);

  const onExtend = (question: Question) => {
    const time = times[question.id];
    extend(question);
    // The last extension takes "More time" away: focus goes back to the question, not to the page.
    if (time && time.state !== 'waiting' && time.state !== 'expired' && time.extensions + 1 >= MAX_EXTENSIONS && root.current) focusQuestion(root.current, question.id);
  };

  return (
    <div ref={root} data-time-limits="enforced">
      <TimedQuizQuestions
        {...props}
        lockedIds={new Set(expired)}
        renderTimer={(question, index) => {
          const time = times[question.id];
          if (!active || !time) return null;
          return (
            <DeadlineClock
              time={time}
              limitSeconds={question.timeLimitSeconds!}
              position={index + 1}
              total={block.data.questions.length}
              answered={byQuestion[question.id] !== undefined}
              strings={strings}
              onExtend={() => onExtend(question)}
            />
          );
        }}
      />
    </div>
  );
}
