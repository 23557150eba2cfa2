import { RadioChoice } from '../../controls/RadioChoice';
import type { QuestionSetBlock } from '../../model/types';
import type { RendererProps } from '../../registry/types';
import { Countdown } from './Countdown';
import { activeQuestionId } from './countdownClock';
import { TimedQuizQuestions } from './TimedQuizQuestions';
import { useQuestionClock } from './useQuestionClock';

/**
 * Timed questions on Radix radio groups, each with a countdown that runs while it is the first
 * unanswered one. The countdown is advice only: answers are never locked or discarded when it ends
 * (WCAG 2.2.1, docs/assumptions.md).
 */
export function TimedQuizRenderer(props: RendererProps<QuestionSetBlock>) {
  const { block, answer, status, checkState } = props;
  const byQuestion = answer?.type === 'timed' ? answer.byQuestion : {};
  const editable = status === 'editable' && checkState !== 'pending' && checkState !== 'done';
  const runningId = editable ? activeQuestionId(block.questions, byQuestion) : null;
  const limitOf = (questionId: string | null) => block.questions.find((question) => question.id === questionId)?.timeLimitSeconds ?? null;
  const elapsed = useQuestionClock(runningId, limitOf(runningId) ?? 0, Date.now, props.questionClocks);
  return (
    <TimedQuizQuestions
      {...props}
      Control={RadioChoice}
      renderTimer={(questionId) => {
        const limit = limitOf(questionId);
        if (limit === null || limit <= 0 || !editable) return null;
        return <Countdown limitSeconds={limit} elapsedSeconds={elapsed[questionId] ?? 0} running={questionId === runningId} strings={props.strings} />;
      }}
    />
  );
}
