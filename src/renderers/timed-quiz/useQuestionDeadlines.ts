import { useCallback, useEffect, useState } from 'react';
import type { QuestionSpans } from '../../logic/questionClock';
import { extendDeadline, isTimedQuestion, questionTime, settleDeadlines, type QuestionTime } from '../../logic/questionDeadline';
import type { Question } from '../../model/types';
import type { QuestionClocks } from '../../registry/types';
import { useTick } from './useTick';

const NO_SPANS: QuestionSpans = {};

/** Each timed question's time now, and "More time" for one of them. */
export interface QuestionDeadlines {
  /** By question id; untimed questions have none. */
  times: Readonly<Record<string, QuestionTime>>;
  extend: (question: Question) => void;
}

/**
 * Enforced deadlines for a timed quiz (logic/questionDeadline.ts), from wall-clock spans and
 * `now` (Date.now by default), never from counted ticks: a background tab or a machine waking
 * from sleep shows the true time left, or the expired state, at its first tick. With `saved` (the
 * player's store) the spans are kept with the progress, so a reload continues each deadline
 * (extensions included); without it they live here. The store is written only when a question
 * starts, is extended or runs out; the interval only asks for a re-render.
 */
export function useQuestionDeadlines(
  questions: readonly Question[],
  byQuestion: Readonly<Record<string, number>>,
  active: boolean,
  now: () => number = Date.now,
  saved?: QuestionClocks,
): QuestionDeadlines {
  const [localSpans, setLocalSpans] = useState<QuestionSpans>(NO_SPANS);
  const spans = saved ? saved.spans : localSpans;
  const update = saved?.update ?? setLocalSpans;
  const [nowMs, setNowMs] = useState(now);

  useEffect(() => {
    if (active) update((previous) => settleDeadlines(questions, byQuestion, previous, now()));
  }, [active, questions, byQuestion, nowMs, now, update]);

  const times: Record<string, QuestionTime> = {};
  let ticking = false;
  for (const question of questions) {
    if (!isTimedQuestion(question)) continue;
    const time = questionTime(spans[question.id], question.timeLimitSeconds!, nowMs);
    times[question.id] = time;
    ticking ||= time.state === 'running' || time.state === 'warning';
  }
  ticking &&= active;

  useTick(ticking, now, setNowMs);

  const extend = useCallback(
    (question: Question) => {
      const at = now();
      setNowMs(at);
      update((previous) => extendDeadline(previous, question, at));
    },
    [now, update],
  );
  return { times, extend };
}
