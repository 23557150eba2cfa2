import { useEffect, useState } from 'react';
import { advanceSpans, spanSeconds, type QuestionSpans } from '../../logic/questionClock';
import type { QuestionClocks } from '../../registry/types';
import { useTick } from './useTick';

const NO_SPANS: QuestionSpans = {};

/**
 * Seconds spent on each question while it is the running one, measured from the wall clock
 * (`now`, Date.now by default) and never by counting ticks: a background tab fires its timers
 * late and rarely, and a machine waking from sleep jumps ahead, yet the time shown is the time
 * that passed. The interval only asks for a re-render. Values stop at `limitSeconds`; the clock
 * informs, it never ends anything. With `saved` (the player's store) the start times are kept
 * with the progress, so a reload does not start a question's time over (time away counts, as for
 * a deadline); without it (a renderer on its own) they live here.
 */
export function useQuestionClock(
  runningId: string | null,
  limitSeconds: number,
  now: () => number = Date.now,
  saved?: QuestionClocks,
): Readonly<Record<string, number>> {
  const [localSpans, setLocalSpans] = useState<QuestionSpans>(NO_SPANS);
  const spans = saved ? saved.spans : localSpans;
  const [nowMs, setNowMs] = useState(now);
  const update = saved?.update ?? setLocalSpans;

  useEffect(() => {
    const at = now();
    setNowMs(at);
    update((previous) => advanceSpans(previous, runningId, at));
  }, [runningId, now, update]);

  const running = runningId === null ? undefined : spans[runningId];
  const ticking = running !== undefined && running.stoppedAt === null && spanSeconds(running, nowMs, limitSeconds) < limitSeconds;
  useTick(ticking, now, setNowMs);

  const elapsed: Record<string, number> = {};
  for (const [id, span] of Object.entries(spans)) elapsed[id] = spanSeconds(span, nowMs, limitSeconds);
  return elapsed;
}
