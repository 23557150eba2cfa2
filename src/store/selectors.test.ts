import { describe, expect, it } from 'vitest';
import { makeTestCourse } from '../../test/support/testCourse';
import { createPlayerStore } from './createPlayerStore';
import { selectBlockRationales } from './selectors';

const course = makeTestCourse();

describe('selectBlockRationales', () => {
  it('gives each block its own questions, and a card-flip the phase rationales no block claims', async () => {
    const store = createPlayerStore({
      course,
      userId: 'u',
      initialProgress: { completedPhaseIds: ['intro'], currentPhaseId: 'quiz' },
      onSubmit: async () => ({
        score: 50,
        passed: false,
        rationales: [
          { question_id: 'q1', correct: true, rationale: 'Right.' },
          { question_id: 'pair-a', correct: false, rationale: 'These two do not match.' },
        ],
      }),
    });
    await store.getState().actions.submitPhase('quiz');
    const state = store.getState();
    expect(Object.keys(selectBlockRationales(course, state, course.blocks.mcq!))).toEqual(['q1']);
    expect(Object.keys(selectBlockRationales(course, state, course.blocks.cf!))).toEqual(['pair-a']);
    expect(selectBlockRationales(course, state, course.blocks.ddm!)).toEqual({});
  });
});
