import type { ComponentType } from 'react';
import type { ChoiceControlProps } from '../../controls/RadioChoice';
import type { QuestionSetBlock } from '../../model/types';
import type { RendererProps } from '../../registry/types';
import { Countdown } from './Countdown';
import { activeQuestionId } from './countdownClock';
import { TimedQuizQuestions } from './TimedQuizQuestions';
import { useQuestionClock } from './useQuestionClock';
import { useKindStrings } from '../useKindStrings';

export interface SuggestedTimesProps extends RendererProps<QuestionSetBlock> {
  Control: ComponentType<ChoiceControlProps>;
}

/**
 * A timed quiz with advisory limits (`timeLimits="advisory"`): each question has a countdown that
 * runs while it is the first unanswered one. It is advice only: answers are never locked or
 * discarded when it ends (WCAG 2.2.1, docs/assumptions.md).
 */
export function SuggestedTimes(props: SuggestedTimesProps) {
  const { block, answer, status, checkState } = props;
  const strings = useKindStrings(props.strings);
  const byQuestion = answer?.type === 'timed' ? answer.byQuestion : {};
  const editable = status === 'editable' && checkState !== 'pending' && checkState !== 'done';
  const runningId = editable ? activeQuestionId(block.data.questions, byQuestion) : null;
  const limitOf = (questionId: string | null) => block.data.questions.find((question) => question.id === questionId)?.timeLimitSeconds ?? null;
  const elapsed = useQuestionClock(runningId, limitOf(runningId) ?? 0, Date.now, props.questionClocks);
  return (
    <TimedQuizQuestions
      {...props}
      renderTimer={(question) => {
        const limit = question.timeLimitSeconds;
        if (limit === null || limit <= 0 || !editable) return null;
        return <Countdown limitSeconds={limit} elapsedSeconds={elapsed[question.id] ?? 0} running={question.id === runningId} strings={strings} />;
      }}
    />
  );
}
