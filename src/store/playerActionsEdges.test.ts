import { describe, expect, it } from 'vitest';
import { course, gated, ok, setup } from '../../test/support/playerStoreHarness';
import { normalizeCourse } from '../model/normalizeCourse';
import { initialProgress } from './initialState';

// Edges of the store actions left open by playerActions.test.ts: which blocks a phase submission
// reveals, completion on a phase that is not the last, an accepted last phase of an unfinished
// course, and what a retake leaves alone.

describe('a phase submission reveals', () => {
  it.each([
    ['an answered graded anchor', gated, 'gate', [['gq', { type: 'selections', byQuestion: { gq: 'a' } }]], { gq: true }],
    ['nothing for an unanswered graded anchor', gated, 'gate', [], {}],
    ['nothing for answered blocks that gate nothing', course, 'quiz', [['mcq', { type: 'selections', byQuestion: { q1: 'A', q2: 'C' } }]], {}],
  ] as const)('%s', async (_name, on, phaseId, answers, revealed) => {
    const { store, actions } = setup({ course: on, initialProgress: { completedPhaseIds: on === course ? ['intro'] : [] } });
    for (const [id, answer] of answers) actions.answer(id, answer);
    await actions.submitPhase(phaseId);
    expect(store.getState().completed[phaseId]).toBe(true);
    expect(store.getState().revealed).toEqual(revealed);
  });
});

describe('a check of a timed-quiz anchor whose time ran out', () => {
  const timedGate = normalizeCourse({
    contract_version: '2026-09-03', course_id: 'timed-gate', organization_id: 'o', name: 'Timed gate',
    phases: [{ id: 'gate', title: 'Gate', type: 'assessment', required: true, order: 0, display_mode: 'sequential', components: [
      { id: 'tq', type: 'timed_quiz', screen_index: 0, questions: [{ id: 't1', question: 'T?', options: ['a', 'b'], timeLimit: 30 }] },
      { id: 'after', type: 'html', content: '<p>After</p>', reveal_after: 'tq', screen_index: 0, screen_role: 'attached' },
      { id: 'p2', type: 'html', content: '<p>Two</p>', screen_index: 1 },
    ] }],
  }).course;

  it.each([
    ['reveals what it gates, with no answer given', { t1: { startedAt: 0, stoppedAt: null, expiredAt: 30_000 } }, { tq: true }],
    ['reveals nothing while its question is still running and unanswered', { t1: { startedAt: 0, stoppedAt: null } }, {}],
  ])('%s', async (_name, clocks, revealed) => {
    const { store, actions, bodies } = setup({ course: timedGate });
    actions.recordQuestionClocks(clocks);
    await actions.checkAnswer('tq');
    expect(bodies.map((body) => [body.phase_type, body.answers])).toEqual([['timed-quiz', []]]);
    expect(store.getState().revealed).toEqual(revealed);
  });
});

describe('a later submission keeps', () => {
  it('the rationales of an earlier check that its result does not mention', async () => {
    let calls = 0;
    const { store, actions } = setup({
      course: gated,
      onSubmit: async () => ok({ rationales: (calls += 1) === 1 ? [{ question_id: 'gq', correct: true, rationale: 'Yes.' }] : [] }),
    });
    actions.answer('gq', { type: 'selections', byQuestion: { gq: 'a' } });
    await actions.checkAnswer('gq');
    await actions.submitPhase('gate');
    expect(store.getState().rationales.gq).toMatchObject({ correct: true, text: 'Yes.' });
  });

  it('what an ungraded anchor revealed in an earlier phase', async () => {
    const { store, actions } = setup();
    actions.answer('gut', { type: 'selections', byQuestion: { gut: 'Yes' } });
    await actions.submitPhase('intro');
    actions.answer('mcq', { type: 'selections', byQuestion: { q1: 'A', q2: 'C' } });
    await actions.submitPhase('quiz');
    expect(store.getState().revealed).toEqual({ gut: true });
  });
});

describe('completion on a content phase that is not the last', () => {
  it('keeps the learner on that phase: completion takes over the view, nothing is reviewed yet', async () => {
    const { store, actions, views } = setup({
      course: gated,
      initialProgress: { completedPhaseIds: ['gate'], currentPhaseId: 'read' },
      onSubmit: async () => ok({ all_phases_complete: true }),
    });
    await actions.continue();
    expect(store.getState().courseComplete).toBe(true);
    expect(store.getState().position).toEqual({ phaseId: 'read', screenIndex: 0 });
    expect(store.getState().reviewingAfterCompletion).toBe(false);
    expect(views()).toEqual([]);
  });
});

describe('the last phase accepted while the course is unfinished', () => {
  it('stays on the last screen (there is nothing after it) and completes only that phase', async () => {
    const carried = { ...initialProgress(course, undefined), position: { phaseId: 'wrap', screenIndex: 0 } };
    const { store, actions, views } = setup({ carriedProgress: carried });
    await actions.continue();
    expect(store.getState().completed).toEqual({ wrap: true });
    expect(store.getState().courseComplete).toBe(false);
    expect(store.getState().position).toEqual({ phaseId: 'wrap', screenIndex: 0 });
    expect(views()).toEqual([]);
  });
});

describe('retake', () => {
  it('leaves the result, completion, rationales and reveals of the other phases alone', async () => {
    const { store, actions } = setup({
      course: gated,
      onSubmit: async () => ok({ rationales: [{ question_id: 'gq', correct: true, rationale: 'Yes.' }] }),
    });
    actions.answer('gq', { type: 'selections', byQuestion: { gq: 'a' } });
    await actions.submitPhase('gate');
    await actions.submitPhase('read');
    actions.retake('read');
    const state = store.getState();
    expect(state.completed).toEqual({ gate: true });
    expect(Object.keys(state.results)).toEqual(['gate']);
    expect(state.rationales.gq).toMatchObject({ correct: true, text: 'Yes.' });
    expect(state.revealed).toEqual({ gq: true });
    expect(state.submissions).toEqual({ 'phase:gate': { state: 'succeeded', attempt: 0 } });
    expect(state.position).toEqual({ phaseId: 'read', screenIndex: 0 });
  });
});

describe('retake of a timed quiz', () => {
  it('starts the phase’s timed questions over, so a retake is not locked by the first attempt’s expired clocks', async () => {
    const { store, actions } = setup({ initialProgress: { completedPhaseIds: ['intro'] }, onSubmit: async () => ok({ passed: false, score: 0 }) });
    actions.recordQuestionClocks({ t1: { startedAt: 0, stoppedAt: null, expiredAt: 20_000 }, elsewhere: { startedAt: 5, stoppedAt: null } });
    await actions.submitPhase('quiz');
    actions.retake('quiz');
    expect(store.getState().questionClocks).toEqual({ elsewhere: { startedAt: 5, stoppedAt: null } });
  });
});

describe('recordQuestionClocks', () => {
  it('keeps the spans in the state as given', () => {
    const { store, actions } = setup();
    const spans = { t1: { startedAt: 1_000, stoppedAt: 4_000 } };
    actions.recordQuestionClocks(spans);
    expect(store.getState().questionClocks).toBe(spans);
  });
});
