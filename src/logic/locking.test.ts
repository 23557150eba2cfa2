import { describe, expect, it } from 'vitest';
import { areRequiredPhasesComplete, blockingPhase, isPhaseLocked } from './locking';
import { makeTestCourse } from '../../test/support/testCourse';

const course = makeTestCourse();

describe('locking', () => {
  it.each([
    ['intro', {}, false],
    ['quiz', {}, true],
    ['quiz', { intro: true }, false],
    ['survey', { intro: true }, true],
    ['survey', { intro: true, quiz: true }, false],
    // The optional survey never locks what follows it.
    ['wrap', { intro: true, quiz: true }, false],
  ] as const)('%s with %o completed is locked: %s', (phaseId, completed, locked) => {
    expect(isPhaseLocked(course, phaseId, completed)).toBe(locked);
  });

  it('names the phase a locked phase waits for', () => {
    expect(blockingPhase(course, 'wrap', { intro: true })?.id).toBe('quiz');
  });

  it('is complete when every required phase is, optional ones aside', () => {
    expect(areRequiredPhasesComplete(course, { intro: true, quiz: true })).toBe(false);
    expect(areRequiredPhasesComplete(course, { intro: true, quiz: true, wrap: true })).toBe(true);
  });
});
