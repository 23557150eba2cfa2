/** Visible time per phase (spec 4: time_spent_minutes). Only time with the page visible counts. */
export interface PhaseClock {
  spentMs: Readonly<Record<string, number>>;
  /** The phase being timed and since when, or null while paused (tab hidden, nothing shown). */
  running: { phaseId: string; since: number } | null;
}

export const idleClock: PhaseClock = { spentMs: {}, running: null };

export function pauseClock(clock: PhaseClock, now: number): PhaseClock {
  if (!clock.running) return clock;
  const { phaseId, since } = clock.running;
  const delta = Math.max(0, now - since);
  return { spentMs: { ...clock.spentMs, [phaseId]: (clock.spentMs[phaseId] ?? 0) + delta }, running: null };
}

/** Starts timing `phaseId`, first banking whatever phase was running. */
export function startClock(clock: PhaseClock, phaseId: string, now: number): PhaseClock {
  if (clock.running?.phaseId === phaseId) return clock;
  return { ...pauseClock(clock, now), running: { phaseId, since: now } };
}

export function timeSpentMs(clock: PhaseClock, phaseId: string, now: number): number {
  const banked = clock.spentMs[phaseId] ?? 0;
  return clock.running?.phaseId === phaseId ? banked + Math.max(0, now - clock.running.since) : banked;
}

/** The visible time of the whole course: every phase's, the running one up to `now`. */
export function totalSpentMs(clock: PhaseClock, now: number): number {
  let total = Object.values(clock.spentMs).reduce((sum, ms) => sum + ms, 0);
  if (clock.running) total += Math.max(0, now - clock.running.since);
  return total;
}
