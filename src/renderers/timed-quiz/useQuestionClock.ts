import { useEffect, useState } from 'react';

interface Span {
  /** Wall-clock ms when the question became the running one. */
  startedAt: number;
  /** Wall-clock ms when it stopped running (answered, or the quiz was left); null while running. */
  stoppedAt: number | null;
}

/**
 * Seconds spent on each question while it is the running one, measured from the wall clock
 * (`now`, Date.now by default) and never by counting ticks: a background tab fires its timers
 * late and rarely, and a machine waking from sleep jumps ahead, yet the time shown is the time
 * that passed. The interval only asks for a re-render. Values stop at `limitSeconds`; the clock
 * informs, it never ends anything.
 */
export function useQuestionClock(runningId: string | null, limitSeconds: number, now: () => number = Date.now): Readonly<Record<string, number>> {
  const [spans, setSpans] = useState<Readonly<Record<string, Span>>>({});
  const [nowMs, setNowMs] = useState(now);

  useEffect(() => {
    const at = now();
    setNowMs(at);
    setSpans((previous) => {
      const next: Record<string, Span> = {};
      for (const [id, span] of Object.entries(previous)) next[id] = span.stoppedAt === null && id !== runningId ? { ...span, stoppedAt: at } : span;
      if (runningId !== null && !next[runningId]) next[runningId] = { startedAt: at, stoppedAt: null };
      return next;
    });
  }, [runningId, now]);

  const running = runningId === null ? undefined : spans[runningId];
  const ticking = running !== undefined && running.stoppedAt === null && secondsOf(running, nowMs, limitSeconds) < limitSeconds;
  useEffect(() => {
    if (!ticking) return undefined;
    const refresh = () => setNowMs(now());
    const timer = setInterval(refresh, 1000);
    // A tab coming back to the foreground shows the true time at once, not at the next tick.
    document.addEventListener('visibilitychange', refresh);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', refresh);
    };
  }, [ticking, now]);

  const elapsed: Record<string, number> = {};
  for (const [id, span] of Object.entries(spans)) elapsed[id] = secondsOf(span, nowMs, limitSeconds);
  return elapsed;
}

/** Whole seconds of a span, never negative (a clock set back) and never past the limit. */
function secondsOf(span: Span, nowMs: number, limitSeconds: number): number {
  const end = span.stoppedAt ?? nowMs;
  return Math.min(limitSeconds, Math.max(0, Math.floor((end - span.startedAt) / 1000)));
}
