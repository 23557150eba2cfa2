import { useEffect, useState } from 'react';

/**
 * Seconds spent on each question while it is the running one. Only `runningId` ticks, and it
 * stops at `limitSeconds`; the clock informs, it never ends anything.
 */
export function useQuestionClock(runningId: string | null, limitSeconds: number): Readonly<Record<string, number>> {
  const [elapsed, setElapsed] = useState<Readonly<Record<string, number>>>({});
  const spent = runningId === null ? 0 : (elapsed[runningId] ?? 0);
  const ticking = runningId !== null && spent < limitSeconds;
  useEffect(() => {
    if (runningId === null || !ticking) return undefined;
    const timer = setInterval(() => setElapsed((previous) => ({ ...previous, [runningId]: (previous[runningId] ?? 0) + 1 })), 1000);
    return () => clearInterval(timer);
  }, [runningId, ticking]);
  return elapsed;
}
