import { describe, expect, it } from 'vitest';
import { normalizeCourse } from '../model/normalizeCourse';
import { readoutInputs } from './readout';

const c = (id: string, type: string, extra: Record<string, unknown> = {}) => ({ id, type, reveal_after: null, screen_index: 0, screen_role: 'primary', ...extra });
const mcq = (id: string, matchId: string) => c(id, 'mcq', { questions: [{ id: `${id}-q`, matchId, question: 'Pick', options: ['A', 'B'] }] });
const { course } = normalizeCourse({
  contract_version: '2026-09-03', course_id: 'c', phases: [
    { id: 'intro', title: 'Intro', type: 'introduction', order: 0, components: [c('conf-1', 'confidence-check', { min: 1, max: 5 })] },
    { id: 'pre', title: 'Pre', type: 'pre-assessment', order: 1, components: [mcq('pre-mcq', 'm1')] },
    { id: 'post', title: 'Post', type: 'post-assessment', order: 2, debrief_readout: { confidenceKeys: { baselineId: 'nothing-matches' }, matches: [{ matchId: 'm1', label: 'Item' }] },
      components: [mcq('post-mcq', 'm1'), c('conf-2', 'confidence-check', { min: 1, max: 5 })] },
  ],
});
const post = course.phases[2]!;

describe('readoutInputs', () => {
  it('pairs pre and post answers by matchId with their correctness, and the confidence before and after', () => {
    const answers = {
      'pre-mcq': { type: 'selections' as const, byQuestion: { 'pre-mcq-q': 'A' } },
      'post-mcq': { type: 'selections' as const, byQuestion: { 'post-mcq-q': 'B' } },
      'conf-1': { type: 'value' as const, value: 2 },
      'conf-2': { type: 'value' as const, value: 4 },
    };
    const rationales = { 'post-mcq-q': { questionId: 'post-mcq-q', correct: true, text: null, html: null } };
    expect(readoutInputs(course, post, answers, rationales)).toEqual({
      preAnswers: { m1: { label: 'A', correct: null } },
      postAnswers: { m1: { label: 'B', correct: true } },
      baselineValue: 2,
      laterConfidence: 4,
    });
  });

  it('has nothing to compare before anything is answered', () => {
    expect(readoutInputs(course, post, {}, {})).toEqual({ preAnswers: {}, postAnswers: {}, baselineValue: null, laterConfidence: null });
  });
});
