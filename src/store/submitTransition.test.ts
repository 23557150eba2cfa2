import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../test/support/memoryStorage';
import { gated, ok, setup } from '../../test/support/playerStoreHarness';

/**
 * One server answer, one transition (docs/architecture.md, "the transition after an answer"): the store is told "sending", then the whole answer
 * at once (status, rationales, reveals, result, completion, the next screen), so subscribers and
 * storage see two changes per successful submission, not four; and a rationale is kept once.
 */
function counted(overrides: Parameters<typeof setup>[0] = {}) {
  const storage = memoryStorage();
  let writes = 0;
  const write = storage.setItem;
  storage.setItem = (key, value) => {
    writes += 1;
    write(key, value);
  };
  const harness = setup({ persistence: { key: 'count', storage }, ...overrides });
  let notifications = 0;
  harness.store.subscribe(() => (notifications += 1));
  return { ...harness, counts: () => ({ notifications, writes }) };
}

const rationales = [{ question_id: 'q1', correct: true, rationale: 'Yes.' }, { question_id: 'q2', correct: false, rationale: 'No.' }];

describe('one transition per server answer', () => {
  it('a successful phase submission: two store notifications and two storage writes', async () => {
    const { actions, counts, store } = counted({ onSubmit: async () => ok({ rationales }), initialProgress: { completedPhaseIds: ['intro'], currentPhaseId: 'quiz' } });
    await actions.submitPhase('quiz');
    expect(store.getState().completed.quiz).toBe(true);
    expect(counts()).toEqual({ notifications: 2, writes: 2 });
  });

  it('a successful content phase that moves on and completes nothing else: still two', async () => {
    const { actions, counts, store } = counted({ course: gated, initialProgress: { completedPhaseIds: ['gate'], currentPhaseId: 'read' } });
    await actions.continue();
    expect(store.getState().position).toEqual({ phaseId: 'rest', screenIndex: 0 });
    expect(counts().notifications).toBe(2);
  });

  it('a successful anchor check: two', async () => {
    const { actions, counts, store } = counted({ course: gated });
    actions.answer('gq', { type: 'selections', byQuestion: { gq: 'a' } });
    const before = counts().notifications;
    await actions.checkAnswer('gq');
    expect(store.getState().revealed.gq).toBe(true);
    expect(counts().notifications - before).toBe(2);
  });

  it('keeps each rationale once: by question id, the phase result naming only their ids', async () => {
    const { actions, store } = setup({ onSubmit: async () => ok({ rationales }), initialProgress: { completedPhaseIds: ['intro'], currentPhaseId: 'quiz' } });
    await actions.submitPhase('quiz');
    const state = store.getState();
    expect(state.rationales.q1).toEqual({ questionId: 'q1', correct: true, text: 'Yes.', html: null });
    expect(state.results.quiz).toEqual({ score: 100, passed: true, allPhasesComplete: false, rationaleIds: ['q1', 'q2'] });
    expect(JSON.stringify(state.results)).not.toContain('Yes.');
  });
});

describe('continue() does what the screen’s forward button does', () => {
  it('after a failing verdict, retakes the phase instead of sending the same answers again', async () => {
    let sent = 0;
    const { actions, store } = setup({ onSubmit: async () => ((sent += 1), ok({ passed: false, score: 10 })), initialProgress: { completedPhaseIds: ['intro'], currentPhaseId: 'quiz' } });
    await actions.continue();
    expect(store.getState().results.quiz?.passed).toBe(false);
    await actions.continue();
    expect(sent).toBe(1);
    expect(store.getState().results.quiz).toBeUndefined();
    expect(store.getState().position).toEqual({ phaseId: 'quiz', screenIndex: 0 });
  });

  it('after a failed send, tries again now (a retry scheduled for later is cancelled)', async () => {
    let calls = 0;
    const { actions, store, scheduled } = setup({
      onSubmit: async () => {
        calls += 1;
        if (calls === 1) throw Object.assign(new Error('down'), { status: 503 });
        return ok();
      },
      initialProgress: { completedPhaseIds: ['intro'], currentPhaseId: 'quiz' },
    });
    await actions.continue();
    expect(store.getState().submissions['phase:quiz']?.state).toBe('failed');
    expect(scheduled.size).toBe(1);
    await actions.continue();
    expect(store.getState().submissions['phase:quiz']).toEqual({ state: 'succeeded', attempt: 0 });
    expect(scheduled.size).toBe(0);
  });
});

