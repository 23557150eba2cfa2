import { describe, expect, it } from 'vitest';
import { makeTestCourse } from '../../test/support/testCourse';
import { initialProgress } from './initialState';

const course = makeTestCourse();

describe('initialProgress', () => {
  it('starts on the first screen with nothing answered', () => {
    expect(initialProgress(course, undefined)).toMatchObject({ position: { phaseId: 'intro', screenIndex: 0 }, answers: {}, completed: {}, courseComplete: false });
  });

  it('seeds completed phases and the current phase from GET /api-progress, ignoring unknown phases', () => {
    const progress = initialProgress(course, { completedPhaseIds: ['intro', 'gone'], currentPhaseId: 'quiz' });
    expect(progress.completed).toEqual({ intro: true });
    expect(progress.position).toEqual({ phaseId: 'quiz', screenIndex: 0 });
  });

  it('falls back to the first phase for an unknown current phase', () => {
    expect(initialProgress(course, { currentPhaseId: 'gone' }).position).toEqual({ phaseId: 'intro', screenIndex: 0 });
  });

  it('carries progress over a re-fetched payload, clamping the position to the new course', () => {
    const carried = { ...initialProgress(course, undefined), position: { phaseId: 'intro', screenIndex: 9 }, answers: { gut: { type: 'value' as const, value: 1 } }, courseComplete: true };
    expect(initialProgress(course, { currentPhaseId: 'quiz' }, carried)).toEqual({ ...carried, position: { phaseId: 'intro', screenIndex: 1 } });
  });
});
