import { describe, expect, it } from 'vitest';
import { normalizeCourse } from '../model/normalizeCourse';
import { buildSubmission } from './submission';

// The exact submit body where the rules meet: which answer arrays appear, ids the course does not
// have, and course-level evaluation answers (never posted: the spec has no shape for them).

const { course } = normalizeCourse({
  contract_version: '2026-09-03', course_id: 'c',
  evaluation_questions: [{ id: 'ce1', question: 'Useful?', type: 'yes-no', required: true }],
  phases: [
    { id: 'quiz', title: 'Quiz', type: 'assessment', order: 0, display_mode: 'stacked', components: [
      { id: 'mcq', type: 'mcq', screen_index: 0, questions: [{ id: 'q1', question: 'Q', options: ['A'] }] },
      { id: 'ddm', type: 'drag-drop-match', screen_index: 0, sourceItems: [{ id: 's1' }], targetItems: [{ id: 't1' }] },
      { id: 'grp', type: 'grouping', screen_index: 0, groups: [{ id: 'g1' }], items: [{ id: 'i1' }] },
      { id: 'cf', type: 'card-flip', screen_index: 0, cards: [{ id: 'c1' }, { id: 'c2' }] },
    ] },
    { id: 'eval', title: 'Evaluation', type: 'evaluation', order: 1, components: [
      // A quiz kind beside it: an evaluation-only phase posts no answers at all (docs/assumptions.md).
      { id: 'em', type: 'mcq', screen_index: 0, questions: [{ id: 'eq', question: 'Q', options: ['A'] }] },
      { id: 'own', type: 'evaluation', screen_index: 0, questions: [{ id: 'e1', question: 'Rate', type: 'yes-no', required: true }] },
    ] },
  ],
});
const phase = (id: string) => course.phases.find((p) => p.id === id)!;
const base = { course, userId: 'u', timeSpentMs: 0 };
const head = (phaseId: string, phaseType: string) => ({ activity_id: 'c', user_id: 'u', phase_type: phaseType, phase_id: phaseId, time_spent_minutes: 0 });

describe('buildSubmission at the edges', () => {
  it.each([
    ['only matches and pairs: no empty answers list beside them', { ddm: { type: 'matches', bySource: { s1: 't1' } }, cf: { type: 'pairs', pairs: [['c1', 'c2']] } },
      { matches: [{ source_id: 's1', target_id: 't1' }], matched_pairs: [{ card1_id: 'c1', card2_id: 'c2' }] }],
    ['only matches and placements', { ddm: { type: 'matches', bySource: { s1: 't1' } }, grp: { type: 'placements', byItem: { i1: 'g1' } } },
      { matches: [{ source_id: 's1', target_id: 't1' }], placements: [{ item_id: 'i1', group_id: 'g1' }] }],
    ['only placements', { grp: { type: 'placements', byItem: { i1: 'g1' } } }, { placements: [{ item_id: 'i1', group_id: 'g1' }] }],
    ['an answer beside a match: both', { mcq: { type: 'selections', byQuestion: { q1: 'A' } }, ddm: { type: 'matches', bySource: { s1: 't1' } } },
      { answers: [{ question_id: 'q1', selected: 'A' }], matches: [{ source_id: 's1', target_id: 't1' }] }],
    ['nothing answered: an empty answers list, and nothing else', {}, { answers: [] }],
  ] as const)('%s', (_name, answers, arrays) => {
    expect(buildSubmission({ ...base, phase: phase('quiz'), answers: answers as never })).toEqual({ ...head('quiz', 'assessment'), ...arrays });
  });

  it('skips ids the course does not have, and takes phase_type from the phase when the first one is unknown', () => {
    const body = buildSubmission({ ...base, phase: phase('quiz'), blockIds: ['ghost', 'mcq'], answers: { mcq: { type: 'selections', byQuestion: { q1: 'A' } } } });
    expect(body).toEqual({ ...head('quiz', 'assessment'), answers: [{ question_id: 'q1', selected: 'A' }] });
  });

  it('leaves out the course-level evaluation answers, but posts the evaluation component of the phase', () => {
    const courseEval = course.phases.find((p) => p.id === 'eval')!.blockIds.find((id) => id !== 'own' && id !== 'em')!;
    expect(courseEval).toBeDefined();
    const body = buildSubmission({
      ...base,
      phase: phase('eval'),
      answers: { own: { type: 'selections', byQuestion: { e1: 'yes' } }, [courseEval]: { type: 'selections', byQuestion: { ce1: 'yes' } } },
    });
    expect(body).toEqual({ ...head('eval', 'evaluation'), answers: [{ question_id: 'e1', selected: 'yes' }] });
    expect(course.blocks[courseEval]).toMatchObject({ kind: 'evaluation' });
  });
});
