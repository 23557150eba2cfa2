import { describe, expect, it, vi } from 'vitest';
import { normalizeCourse } from '../model/normalizeCourse';
import { course, gated, ok, setup } from '../../test/support/playerStoreHarness';

// The store actions at their edges after navigation (completion, the clock, answer, checkAnswer,
// retry, dispose, retake), one rule per case, in Node: the dom player tests drive them too, but a
// regression should fail here, next to its cause. Navigation is in playerNavigation.test.ts.

describe('after a phase is accepted', () => {
  it('moves straight on from a content phase the learner is on', async () => {
    const { store, actions } = setup({ course: gated, initialProgress: { completedPhaseIds: ['gate'], currentPhaseId: 'read' } });
    await actions.continue();
    expect(store.getState().completed).toEqual({ gate: true, read: true });
    expect(store.getState().position).toEqual({ phaseId: 'rest', screenIndex: 0 });
  });

  it('stays put when the accepted content phase is not the one shown', async () => {
    const { store, actions } = setup({ course: gated, initialProgress: { completedPhaseIds: ['gate'], currentPhaseId: 'gate' } });
    await actions.submitPhase('read');
    expect(store.getState().completed.read).toBe(true);
    expect(store.getState().position).toEqual({ phaseId: 'gate', screenIndex: 0 });
  });

  it('stays on a phase with questions so its result can be reviewed', async () => {
    const { store, actions } = setup({ initialProgress: { completedPhaseIds: ['intro'], currentPhaseId: 'quiz' } });
    await actions.continue();
    expect(store.getState().completed.quiz).toBe(true);
    expect(store.getState().position).toEqual({ phaseId: 'quiz', screenIndex: 0 });
  });

  it.each([
    ['passed: true', { passed: true }, true],
    ['passed unknown (null): the answers were recorded', { passed: null }, true],
    ['passed: false', { passed: false }, false],
  ])('%s completes the phase: %s', async (_name, data, completes) => {
    const { store, actions, events } = setup({ onSubmit: async () => ok({ score: 0, ...data }) });
    await actions.submitPhase('intro');
    expect(store.getState().results.intro).toMatchObject({ score: 0, passed: data.passed });
    expect(store.getState().completed.intro === true).toBe(completes);
    expect(events.filter((e) => e.type === 'phase_completed')).toEqual(completes ? [{ type: 'phase_completed', phaseId: 'intro', score: 0, passed: data.passed, durationMs: 0 }] : []);
  });

  it('completes the course when the service says every phase is complete, pausing the clock', async () => {
    const { store, actions, events, advance } = setup({ onSubmit: async () => ok({ all_phases_complete: true }) });
    actions.resumeClock();
    advance(2_000);
    await actions.submitPhase('intro');
    expect(store.getState().courseComplete).toBe(true);
    expect(store.getState().clock).toEqual({ spentMs: { intro: 2_000 }, running: null });
    expect(events.filter((e) => e.type === 'completed')).toHaveLength(1);
  });

  it('does not complete the course while a required phase is missing', async () => {
    const { store, actions, events } = setup({ initialProgress: { completedPhaseIds: ['intro'] } });
    await actions.submitPhase('wrap');
    expect(store.getState().courseComplete).toBe(false);
    expect(events.some((e) => e.type === 'completed')).toBe(false);
  });

  it('announces completion once, even when a later phase is accepted again', async () => {
    const { store, actions, events } = setup({
      initialProgress: { completedPhaseIds: ['intro', 'quiz'] },
      onSubmit: async () => ok({ all_phases_complete: true }),
    });
    await actions.submitPhase('wrap');
    await actions.submitPhase('survey');
    expect(store.getState().courseComplete).toBe(true);
    expect(events.filter((e) => e.type === 'completed')).toHaveLength(1);
  });
});

describe('reviewing after completion', () => {
  it('marks moves after completion as review, and keeps the clock stopped', async () => {
    const { store, actions, advance } = setup({ initialProgress: { completedPhaseIds: ['intro', 'quiz'], currentPhaseId: 'wrap' } });
    await actions.submitPhase('wrap');
    const stopped = store.getState().clock;
    expect(store.getState().reviewingAfterCompletion).toBe(false);
    advance(5_000);
    actions.goTo({ phaseId: 'intro', screenIndex: 0 });
    expect(store.getState().reviewingAfterCompletion).toBe(true);
    expect(store.getState().clock).toBe(stopped);
    actions.resumeClock();
    expect(store.getState().clock).toBe(stopped);
  });
});

describe('the clock', () => {
  it('counts only time between resume and pause, per phase', () => {
    const { store, actions, advance } = setup();
    advance(10_000);
    actions.resumeClock();
    advance(3_000);
    actions.pauseClock();
    advance(60_000);
    actions.resumeClock();
    advance(1_000);
    actions.pauseClock();
    expect(store.getState().clock).toEqual({ spentMs: { intro: 4_000 }, running: null });
  });

  it('posts the visible time in whole minutes', async () => {
    const { actions, advance, bodies } = setup();
    actions.resumeClock();
    advance(150_000);
    await actions.submitPhase('intro');
    expect(bodies[0]?.time_spent_minutes).toBe(3);
  });

  it('does not start without a position', () => {
    const empty = normalizeCourse({ contract_version: '2026-09-03', course_id: 'e', organization_id: 'o', name: 'E', phases: [] }).course;
    const { store, actions } = setup({ course: empty });
    actions.resumeClock();
    expect(store.getState().clock.running).toBeNull();
  });
});

describe('answer', () => {
  it('keeps the answer, says so, and reveals what an ungraded anchor gates', () => {
    const { store, actions, events } = setup();
    actions.answer('gut', { type: 'selections', byQuestion: { gut: 'Yes' } });
    expect(store.getState().answers).toEqual({ gut: { type: 'selections', byQuestion: { gut: 'Yes' } } });
    expect(store.getState().revealed).toEqual({ gut: true });
    expect(events).toEqual([{ type: 'answer_changed', blockId: 'gut', answer: { type: 'selections', byQuestion: { gut: 'Yes' } } }]);
  });

  it('does not reveal on answering a graded anchor: the service must check it', () => {
    const { store, actions } = setup({ course: gated });
    actions.answer('gq', { type: 'selections', byQuestion: { gq: 'a' } });
    expect(store.getState().answers.gq).toBeDefined();
    expect(store.getState().revealed).toEqual({});
  });

  it('does not reveal for a block nothing is gated on', () => {
    const { store, actions } = setup({ initialProgress: { completedPhaseIds: ['intro'] } });
    actions.answer('bye', { type: 'value', value: 1 });
    expect(store.getState().revealed).toEqual({});
  });

  it('ignores an unknown block', () => {
    const { store, actions, events } = setup();
    actions.answer('ghost', { type: 'value', value: 1 });
    expect(store.getState().answers).toEqual({});
    expect(events).toEqual([]);
  });
});

describe('checkAnswer', () => {
  it('sends only the anchor, as its own component type, and reveals what it gates once answered', async () => {
    const { store, actions, bodies } = setup({
      course: gated,
      onSubmit: async (body) => {
        bodies.push(body);
        return ok({ score: 0, passed: false, rationales: [{ question_id: 'gq', correct: false, rationale: 'No.' }] });
      },
    });
    actions.answer('gq', { type: 'selections', byQuestion: { gq: 'b' } });
    await actions.checkAnswer('gq');
    expect(bodies).toEqual([{ activity_id: 'gated', user_id: 'u', phase_type: 'question', phase_id: 'gate', time_spent_minutes: 0, answers: [{ question_id: 'gq', selected: 'b' }] }]);
    expect(store.getState().revealed).toEqual({ gq: true });
    expect(store.getState().rationales.gq).toMatchObject({ correct: false, text: 'No.' });
    // A check is not the phase: nothing is completed or recorded as the phase's result.
    expect(store.getState().completed).toEqual({});
    expect(store.getState().results).toEqual({});
    expect(store.getState().submissions).toEqual({ 'block:gq': { state: 'succeeded', attempt: 0 } });
  });

  it('does not reveal a gate whose anchor was never answered', async () => {
    const { store, actions } = setup({ course: gated });
    await actions.checkAnswer('gq');
    expect(store.getState().revealed).toEqual({});
  });

  it('can check the same anchor again (a check is never cached as done)', async () => {
    const { actions, onSubmit } = setup({ course: gated });
    actions.answer('gq', { type: 'selections', byQuestion: { gq: 'a' } });
    await actions.checkAnswer('gq');
    await actions.checkAnswer('gq');
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('ignores an unknown block', async () => {
    const { actions, onSubmit, store } = setup({ course: gated });
    await actions.checkAnswer('ghost');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(store.getState().submissions).toEqual({});
  });
});

describe('retry and dispose', () => {
  const unavailable = async () => {
    throw Object.assign(new Error('down'), { status: 503 });
  };

  it('retry sends the same target again at once, cancelling the scheduled one', async () => {
    let calls = 0;
    const { store, actions, scheduled, cleared } = setup({
      onSubmit: async () => {
        calls += 1;
        if (calls === 1) return unavailable();
        return ok();
      },
    });
    await actions.submitPhase('intro');
    expect(store.getState().submissions['phase:intro']).toMatchObject({ state: 'failed', attempt: 0, retryAt: 2_000 });
    const [handle] = [...scheduled.keys()];
    await actions.retry('phase:intro');
    expect(cleared).toEqual([handle]);
    expect(scheduled.size).toBe(0);
    expect(store.getState().submissions['phase:intro']).toEqual({ state: 'succeeded', attempt: 0 });
    expect(store.getState().completed.intro).toBe(true);
  });

  it('retry of a key never sent does nothing', async () => {
    const { actions, onSubmit } = setup();
    await actions.retry('phase:intro');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('an automatic retry counts its attempt', async () => {
    const { store, actions, scheduled } = setup({ onSubmit: unavailable });
    await actions.submitPhase('intro');
    const [timer] = [...scheduled.values()];
    timer!.callback();
    await vi.waitFor(() => expect(store.getState().submissions['phase:intro']).toMatchObject({ state: 'failed', attempt: 1 }));
    expect([...scheduled.values()].map((t) => t.ms)).toEqual([1_000, 2_000]);
  });

  it('dispose cancels every scheduled retry', async () => {
    const { actions, scheduled, cleared } = setup({ course: gated, onSubmit: unavailable });
    actions.answer('gq', { type: 'selections', byQuestion: { gq: 'a' } });
    await actions.checkAnswer('gq');
    await actions.submitPhase('gate');
    expect(scheduled.size).toBe(2);
    const handles = [...scheduled.keys()];
    actions.dispose();
    expect(cleared).toEqual(handles);
    expect(scheduled.size).toBe(0);
  });
});

describe('retake', () => {
  it('clears the result, completion, rationales, checks and graded reveals of that phase only, and starts it over', async () => {
    const { store, actions, events } = setup({
      course: gated,
      onSubmit: async () => ok({ score: 50, passed: false, rationales: [{ question_id: 'gq', correct: false }] }),
    });
    actions.answer('gq', { type: 'selections', byQuestion: { gq: 'a' } });
    await actions.checkAnswer('gq');
    actions.goTo({ phaseId: 'gate', screenIndex: 1 });
    await actions.submitPhase('gate');
    expect(store.getState().revealed).toEqual({ gq: true });
    expect(store.getState().results.gate).toBeDefined();
    actions.retake('gate');
    const state = store.getState();
    expect(state.revealed).toEqual({});
    expect(state.rationales).toEqual({});
    expect(state.results).toEqual({});
    expect(state.submissions).toEqual({});
    expect(state.answers.gq).toEqual({ type: 'selections', byQuestion: { gq: 'a' } });
    expect(state.position).toEqual({ phaseId: 'gate', screenIndex: 0 });
    expect(events.filter((e) => e.type === 'phase_retaken')).toEqual([{ type: 'phase_retaken', phaseId: 'gate' }]);
  });

  it('keeps what an ungraded anchor revealed, and other phases untouched', async () => {
    const { store, actions } = setup();
    actions.answer('gut', { type: 'selections', byQuestion: { gut: 'Yes' } });
    await actions.submitPhase('intro');
    actions.retake('intro');
    expect(store.getState().revealed).toEqual({ gut: true });
    expect(store.getState().completed).toEqual({});
  });

  it('ignores an unknown phase', () => {
    const { store, actions, events } = setup();
    const before = store.getState();
    actions.retake('ghost');
    expect(store.getState()).toBe(before);
    expect(events).toEqual([]);
  });
});
