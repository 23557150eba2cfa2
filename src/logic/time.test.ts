import { describe, expect, it } from 'vitest';
import { idleClock, pauseClock, startClock, timeSpentMs, totalSpentMs } from './time';

describe('visible time', () => {
  it('counts only running time, per phase', () => {
    let clock = startClock(idleClock, 'a', 1_000);
    clock = pauseClock(clock, 61_000); // hidden tab from here
    clock = startClock(clock, 'a', 500_000); // visible again
    expect(timeSpentMs(clock, 'a', 530_000)).toBe(90_000);
    clock = startClock(clock, 'b', 530_000);
    expect(timeSpentMs(clock, 'a', 900_000)).toBe(90_000);
    expect(timeSpentMs(clock, 'b', 540_000)).toBe(10_000);
  });

  it('ignores a clock that went backwards', () => {
    const clock = startClock(idleClock, 'a', 5_000);
    expect(timeSpentMs(clock, 'a', 1_000)).toBe(0);
  });
});

describe('totalSpentMs: the visible time of the whole course', () => {
  it('adds every phase, the running one up to now', () => {
    const clock = { spentMs: { intro: 1_000, quiz: 2_000 }, running: { phaseId: 'quiz', since: 10_000 } };
    expect(totalSpentMs(clock, 10_500)).toBe(3_500);
    expect(totalSpentMs({ spentMs: {}, running: null }, 5)).toBe(0);
  });
});
