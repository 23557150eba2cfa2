import { describe, expect, it } from 'vitest';
import type { Block } from '../model/types';
import { makeTestCourse } from '../../test/support/testCourse';
import { isPhaseLocked } from './locking';
import { nextPosition } from './navigation';
import { groupIntoScreens } from '../model/screens';
import { idleClock, startClock } from './time';

// Small rules of navigation, screens, the phase clock and the puzzle view cache at their edges.

const course = makeTestCourse();

describe('nextPosition from a phase the course does not have', () => {
  it('goes nowhere (not to the first phase)', () => {
    expect(nextPosition(course, { phaseId: 'gone', screenIndex: 0 })).toBeNull();
  });
});

describe('isPhaseLocked for a phase the course does not have', () => {
  it('is locked while a required phase is incomplete, and open once none is', () => {
    expect(isPhaseLocked(course, 'gone', { intro: true })).toBe(true);
    expect(isPhaseLocked(course, 'gone', { intro: true, quiz: true, wrap: true })).toBe(false);
  });
});

describe('groupIntoScreens: a first attached block', () => {
  it('is placed on screen 0 with no gap reported', () => {
    const grouping = groupIntoScreens([{ id: 'a', screenIndex: null, screenRole: 'attached' }, { id: 'b', screenIndex: null, screenRole: 'attached' }], 'sequential');
    expect([...grouping.placedIndex]).toEqual([['a', 0], ['b', 0]]);
    expect(grouping.gaps).toEqual([]);
    expect(grouping.distinctIndexes).toBe(1);
  });

  it('reports a first delivered index above 0 as a gap', () => {
    expect(groupIntoScreens([{ id: 'a', screenIndex: 2, screenRole: 'primary' }], 'sequential').gaps).toEqual([2]);
  });
});

describe('startClock on the phase already running', () => {
  it('keeps the clock as it is (nothing banked, same start)', () => {
    const running = startClock(idleClock, 'a', 1_000);
    expect(startClock(running, 'a', 5_000)).toBe(running);
    expect(running).toEqual({ spentMs: {}, running: { phaseId: 'a', since: 1_000 } });
  });
});
