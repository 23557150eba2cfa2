import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { SubmitProgressBody } from '../contract';
import { makeTestCourse } from '../../test/support/testCourse';
import { createPlayerStore } from './createPlayerStore';
import type { PlayerStoreOptions } from './options';
import { selectContinueBlocker, selectVisibleBlockIds } from './selectors';
import type { PlayerEvent } from './types';
import { memoryStorage } from '../../test/support/memoryStorage';
import { loadPersistenceCode } from '../../test/support/persistenceCode';

beforeAll(loadPersistenceCode);

const course = makeTestCourse();
const ok = (data: Record<string, unknown> = {}) => ({ success: true, contract_version: '2026-09-03', data: { score: 100, passed: true, all_phases_complete: false, ...data } });

function setup(overrides: Partial<PlayerStoreOptions> = {}) {
  let clock = 0;
  const timers: Array<{ callback: () => void; ms: number }> = [];
  const bodies: SubmitProgressBody[] = [];
  const events: PlayerEvent[] = [];
  const onSubmit = vi.fn(async (body: SubmitProgressBody) => {
    bodies.push(body);
    return ok();
  });
  const store = createPlayerStore({
    course,
    userId: 'user-1',
    onSubmit,
    onEvent: (event) => events.push(event),
    now: () => clock,
    timers: { setTimeout: (callback, ms) => timers.push({ callback, ms }), clearTimeout: () => undefined },
    // These timers are the retries; the submission deadline has tests of its own (submitTimeout.test.ts).
    submitTimeoutMs: Infinity,
    ...overrides,
  });
  return { store, bodies, events, onSubmit, timers, advance: (ms: number) => (clock += ms), actions: store.getState().actions };
}

describe('createPlayerStore', () => {
  it('starts on the first screen and walks the screens of a sequential phase', async () => {
    const { store, actions } = setup();
    expect(store.getState().position).toEqual({ phaseId: 'intro', screenIndex: 0 });
    await actions.continue();
    expect(store.getState().position).toEqual({ phaseId: 'intro', screenIndex: 1 });
  });

  it('reveals a gated block once its ungraded anchor is answered, in place', async () => {
    const { store, actions } = setup();
    await actions.continue();
    expect(selectVisibleBlockIds(course, store.getState())).toEqual(['gut']);
    expect(selectContinueBlocker(course, store.getState())).toBe('unanswered');
    actions.answer('gut', { type: 'selections', byQuestion: { gut: 'Yes' } });
    expect(selectVisibleBlockIds(course, store.getState())).toEqual(['gut', 'why']);
    expect(selectContinueBlocker(course, store.getState())).toBeNull();
  });

  it('submits a phase on its last screen with the exact body and visible time, then completes it', async () => {
    const { store, actions, bodies, advance, events } = setup();
    actions.resumeClock();
    advance(60_000);
    await actions.continue();
    actions.answer('gut', { type: 'selections', byQuestion: { gut: 'No' } });
    advance(60_000);
    await actions.continue();
    expect(bodies).toEqual([
      { activity_id: 'course-1', user_id: 'user-1', phase_type: 'introduction', phase_id: 'intro', time_spent_minutes: 2, answers: [{ question_id: 'gut', selected: 'No' }] },
    ]);
    expect(store.getState().completed).toEqual({ intro: true });
    expect(events).toContainEqual({ type: 'phase_completed', phaseId: 'intro', score: 100, passed: true, durationMs: 120_000 });
  });

  it('sends one body for a double submit', async () => {
    const { actions, onSubmit } = setup();
    await Promise.all([actions.submitPhase('intro'), actions.submitPhase('intro')]);
    await actions.submitPhase('intro');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('refuses to enter a locked phase', () => {
    const { store, actions } = setup();
    expect(actions.goTo({ phaseId: 'quiz', screenIndex: 0 })).toBe(false);
    expect(store.getState().position?.phaseId).toBe('intro');
  });

  it('keeps answers on failure, retries transient errors with backoff, and succeeds', async () => {
    let calls = 0;
    const { store, actions, timers } = setup({
      onSubmit: async () => {
        calls += 1;
        if (calls < 3) throw Object.assign(new Error('Service unavailable'), { status: 503 });
        return ok();
      },
    });
    actions.answer('gut', { type: 'selections', byQuestion: { gut: 'Yes' } });
    await actions.submitPhase('intro');
    expect(store.getState().submissions['phase:intro']).toMatchObject({ state: 'failed', attempt: 0, failure: { status: 503 } });
    expect(store.getState().answers.gut).toEqual({ type: 'selections', byQuestion: { gut: 'Yes' } });
    expect(timers.map((t) => t.ms)).toEqual([1000]);
    timers[0]!.callback();
    await vi.waitFor(() => expect(timers.map((t) => t.ms)).toEqual([1000, 2000]));
    timers[1]!.callback();
    await vi.waitFor(() => expect(store.getState().completed.intro).toBe(true));
  });

  it('honours retryAfterMs on 429 and never retries 401 by itself', async () => {
    const limited = setup({ onSubmit: async () => { throw Object.assign(new Error('slow'), { status: 429, retryAfterMs: 9000 }); } });
    await limited.actions.submitPhase('intro');
    expect(limited.timers.map((t) => t.ms)).toEqual([9000]);

    const denied = setup({ onSubmit: async () => { throw Object.assign(new Error('bad key'), { status: 401, code: 'invalid_api_key' }); } });
    await denied.actions.submitPhase('intro');
    expect(denied.timers).toEqual([]);
    expect(denied.store.getState().submissions['phase:intro']?.state).toBe('failed');
  });

  it('treats an envelope with success false as a failure', async () => {
    const { store, actions } = setup({ onSubmit: async () => ({ success: false, error: 'No', error_code: 'course_not_found' }) });
    await actions.submitPhase('intro');
    expect(store.getState().submissions['phase:intro']).toMatchObject({ state: 'failed', failure: { code: 'course_not_found' } });
    expect(store.getState().completed).toEqual({});
  });

  it('lets a failed assessment be retaken from its first screen, answers kept and rationales cleared', async () => {
    const { store, actions } = setup({
      initialProgress: { completedPhaseIds: ['intro'], currentPhaseId: 'quiz' },
      onSubmit: async () => ok({ score: 40, passed: false, rationales: [{ question_id: 'q1', rationale: 'Look again.' }] }),
    });
    actions.answer('mcq', { type: 'selections', byQuestion: { q1: 'B', q2: 'C' } });
    await actions.submitPhase('quiz');
    expect(store.getState().results.quiz).toMatchObject({ score: 40, passed: false });
    expect(store.getState().completed.quiz).toBeUndefined();
    expect(store.getState().rationales.q1?.text).toBe('Look again.');
    actions.retake('quiz');
    expect(store.getState().answers.mcq).toEqual({ type: 'selections', byQuestion: { q1: 'B', q2: 'C' } });
    actions.answer('mcq', { type: 'selections', byQuestion: { q1: 'A', q2: 'C' } });
    expect(store.getState().answers.mcq).toEqual({ type: 'selections', byQuestion: { q1: 'A', q2: 'C' } });
    expect(store.getState().rationales.q1).toBeUndefined();
    expect(store.getState().position).toEqual({ phaseId: 'quiz', screenIndex: 0 });
  });

  it('emits completed once every required phase is done', async () => {
    const { store, actions, events } = setup({ initialProgress: { completedPhaseIds: ['intro', 'quiz'], currentPhaseId: 'wrap' } });
    await actions.submitPhase('wrap');
    expect(store.getState().courseComplete).toBe(true);
    expect(events.filter((e) => e.type === 'completed')).toHaveLength(1);
  });

  it('ignores answers to a completed phase (read-only review)', () => {
    const { store, actions } = setup({ initialProgress: { completedPhaseIds: ['intro'] } });
    actions.answer('gut', { type: 'selections', byQuestion: { gut: 'Yes' } });
    expect(store.getState().answers).toEqual({});
  });

  describe('persistence', () => {
    it('resumes position and answers after a reload, keyed by activity and user', async () => {
      const storage = memoryStorage();
      const first = setup({ persistence: { key: 'cep', storage } });
      await first.actions.continue();
      first.actions.answer('gut', { type: 'selections', byQuestion: { gut: 'Yes' } });
      expect([...storage.data.keys()]).toEqual(['cep:course-1:user-1']);

      const second = setup({ persistence: { key: 'cep', storage } });
      expect(second.store.getState().position).toEqual({ phaseId: 'intro', screenIndex: 1 });
      expect(second.store.getState().answers.gut).toEqual({ type: 'selections', byQuestion: { gut: 'Yes' } });
      expect(second.store.getState().revealed).toEqual({ gut: true });
    });

    it.each([
      ['not JSON', '{oops'],
      ['the wrong shape', JSON.stringify({ state: { position: 'x' }, version: 1 })],
      ['an old version', JSON.stringify({ state: {}, version: 0 })],
    ])('ignores stored state that is %s, with a diagnostic', (_name, text) => {
      const storage = memoryStorage();
      storage.data.set('cep:course-1:user-1', text);
      const { store, events } = setup({ persistence: { key: 'cep', storage } });
      expect(store.getState().position).toEqual({ phaseId: 'intro', screenIndex: 0 });
      expect(events.some((e) => e.type === 'diagnostic')).toBe(true);
    });

    it('keeps only a completed marker once the course is complete: no answers on a shared device', async () => {
      const storage = memoryStorage();
      const { actions } = setup({ persistence: { key: 'cep', storage }, initialProgress: { completedPhaseIds: ['intro', 'quiz'], currentPhaseId: 'wrap' } });
      actions.answer('bye', { type: 'value', value: 1 });
      await actions.submitPhase('wrap');
      const [saved] = [...storage.data.values()].map((text) => JSON.parse(text).state);
      expect(saved).toMatchObject({ courseComplete: true, answers: {}, completed: { intro: true, quiz: true, wrap: true } });
    });
  });
});
