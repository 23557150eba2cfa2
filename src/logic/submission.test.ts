import { describe, expect, it } from 'vitest';
import { buildSubmission, toWholeMinutes } from './submission';
import { makeTestCourse } from '../../test/support/testCourse';
import { methodCourse } from '../../test/fixtures';
import { normalizeCourse } from '../model/normalizeCourse';

const course = makeTestCourse();
const phase = (id: string) => course.phases.find((p) => p.id === id)!;
const base = { course, userId: 'user-1', timeSpentMs: 150_000 };

describe('buildSubmission', () => {
  it('posts a content phase with no answers key at all', () => {
    expect(buildSubmission({ ...base, phase: phase('wrap'), answers: {} })).toEqual({
      activity_id: 'course-1', user_id: 'user-1', phase_type: 'content', phase_id: 'wrap', time_spent_minutes: 3,
    });
  });

  it('posts every answer shape of an assessment phase', () => {
    const body = buildSubmission({
      ...base,
      phase: phase('quiz'),
      answers: {
        mcq: { type: 'selections', byQuestion: { q1: 'A', q2: 'D' } },
        tq: { type: 'timed', byQuestion: { t1: 1 } },
        ddm: { type: 'matches', bySource: { s1: 't1' } },
        grp: { type: 'placements', byItem: { i1: 'g1' } },
        cf: { type: 'pairs', pairs: [['c1', 'c2']] },
      },
    });
    expect(body).toEqual({
      activity_id: 'course-1', user_id: 'user-1', phase_type: 'assessment', phase_id: 'quiz', time_spent_minutes: 3,
      answers: [{ question_id: 'q1', selected: 'A' }, { question_id: 'q2', selected: 'D' }, { question_id: 't1', selected_index: 1 }],
      matches: [{ source_id: 's1', target_id: 't1' }],
      placements: [{ item_id: 'i1', group_id: 'g1' }],
      matched_pairs: [{ card1_id: 'c1', card2_id: 'c2' }],
    });
  });

  it('posts an anchor check with the component type as phase_type', () => {
    const body = buildSubmission({ ...base, phase: phase('intro'), blockIds: ['gut'], answers: { gut: { type: 'selections', byQuestion: { gut: 'Yes' } } } });
    expect(body).toEqual({
      activity_id: 'course-1', user_id: 'user-1', phase_type: 'choice', phase_id: 'intro', time_spent_minutes: 3,
      answers: [{ question_id: 'gut', selected: 'Yes' }],
    });
  });

  it('keeps an empty answers list for a quiz phase answered with nothing', () => {
    expect(buildSubmission({ ...base, phase: phase('quiz'), answers: {} }).answers).toEqual([]);
  });

  it.each([[0, 0], [29_999, 0], [30_000, 1], [90_000, 2], [-5, 0], [Number.NaN, 0]])('%i ms is %i whole minutes', (ms, minutes) => {
    expect(toWholeMinutes(ms)).toBe(minutes);
  });

  describe('narrative-escape puzzles (spec 4: no standardized submission)', () => {
    const method = normalizeCourse(methodCourse).course;
    const education = method.phases.find((p) => p.id === 'ph-education')!;
    const answers = {
      'edu-escape': { type: 'selections', byQuestion: { 'pz-sick-day': 'pz-sick-day-pause' } },
      'edu-nephron-hotspot': { type: 'value', value: 'hs-proximal' },
    } as const;
    const methodBase = { course: method, phase: education, userId: 'user-1', timeSpentMs: 0, answers };

    it('posts a puzzle check under phase_type narrative-escape, keyed by puzzle id', () => {
      expect(buildSubmission({ ...methodBase, blockIds: ['edu-escape'] })).toEqual({
        activity_id: method.id, user_id: 'user-1', phase_type: 'narrative-escape', phase_id: 'ph-education', time_spent_minutes: 0,
        answers: [{ question_id: 'pz-sick-day', selected: 'pz-sick-day-pause' }],
      });
    });

    it('leaves puzzles out of the phase submission', () => {
      expect(buildSubmission(methodBase).answers).toEqual([{ question_id: 'edu-nephron-hotspot', selected: 'hs-proximal' }]);
    });
  });
});
