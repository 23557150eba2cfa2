import { describe, expect, it } from 'vitest';
import { clampPosition, firstPosition, isLastScreen, nextPosition, previousPosition } from './navigation';
import { makeTestCourse } from '../../test/support/testCourse';

const course = makeTestCourse();

describe('navigation', () => {
  it('starts on the first screen of the first phase', () => {
    expect(firstPosition(course)).toEqual({ phaseId: 'intro', screenIndex: 0 });
  });

  it.each([
    [{ phaseId: 'intro', screenIndex: 0 }, { phaseId: 'intro', screenIndex: 1 }],
    [{ phaseId: 'intro', screenIndex: 1 }, { phaseId: 'quiz', screenIndex: 0 }],
    [{ phaseId: 'survey', screenIndex: 0 }, { phaseId: 'wrap', screenIndex: 0 }],
    [{ phaseId: 'wrap', screenIndex: 0 }, null],
  ])('Continue from %o goes to %o', (from, to) => {
    expect(nextPosition(course, from)).toEqual(to);
  });

  it.each([
    [{ phaseId: 'intro', screenIndex: 1 }, { phaseId: 'intro', screenIndex: 0 }],
    [{ phaseId: 'quiz', screenIndex: 0 }, { phaseId: 'intro', screenIndex: 1 }],
    [{ phaseId: 'intro', screenIndex: 0 }, null],
  ])('Back from %o goes to %o', (from, to) => {
    expect(previousPosition(course, from)).toEqual(to);
  });

  it('knows the last screen of a phase', () => {
    expect(isLastScreen(course, { phaseId: 'intro', screenIndex: 0 })).toBe(false);
    expect(isLastScreen(course, { phaseId: 'intro', screenIndex: 1 })).toBe(true);
  });

  it.each([
    [null, { phaseId: 'intro', screenIndex: 0 }],
    [{ phaseId: 'gone', screenIndex: 3 }, { phaseId: 'intro', screenIndex: 0 }],
    [{ phaseId: 'intro', screenIndex: 9 }, { phaseId: 'intro', screenIndex: 1 }],
    [{ phaseId: 'intro', screenIndex: -2 }, { phaseId: 'intro', screenIndex: 0 }],
  ])('clamps a stale position %o to %o', (from, to) => {
    expect(clampPosition(course, from)).toEqual(to);
  });
});
