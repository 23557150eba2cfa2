import { beforeAll, describe, expect, it } from 'vitest';
import { course, setup } from '../../test/support/persistenceStore';
import { createPlayerStore } from './createPlayerStore';
import { MAX_STORED_PROGRESS_CHARS } from './persistence';
import { readStoredProgress } from './storedProgress';
import { memoryStorage } from '../../test/support/memoryStorage';
import { loadPersistenceCode } from '../../test/support/persistenceCode';

beforeAll(loadPersistenceCode);

const KEY = 'cep:course-1:user-1';

const stored = (overrides: Record<string, unknown> = {}) => ({
  position: { phaseId: 'intro', screenIndex: 1 },
  answers: {},
  revealed: {},
  completed: {},
  results: {},
  rationales: {},
  clock: { spentMs: {}, running: null },
  courseComplete: false,
  ...overrides,
});



describe('readStoredProgress', () => {
  it('accepts every answer shape the store writes', () => {
    const answers = {
      gut: { type: 'selections', byQuestion: { gut: 'Yes' } },
      tq: { type: 'timed', byQuestion: { t1: 3 } },
      ddm: { type: 'matches', bySource: { s1: 't1' } },
      grp: { type: 'placements', byItem: { i1: 'g1' } },
      cf: { type: 'pairs', pairs: [['c1', 'c2']] },
      bye: { type: 'value', value: 'text' },
      eval: { type: 'value', value: 4 },
    };
    const messages: string[] = [];
    expect(readStoredProgress(course, stored({ answers }), (m) => messages.push(m))?.answers).toEqual(answers);
    expect(messages).toEqual([]);
  });

  it.each([
    ['an unknown answer type', { gut: { type: 'guess', value: 1 } }],
    ['a selection that is not text', { gut: { type: 'selections', byQuestion: { gut: 1 } } }],
    ['a timed answer that is not a number', { tq: { type: 'timed', byQuestion: { t1: 'fast' } } }],
    ['a pair with one side', { cf: { type: 'pairs', pairs: [['c1']] } }],
  ])('refuses the whole record for %s, with a diagnostic', (_name, answers) => {
    const messages: string[] = [];
    expect(readStoredProgress(course, stored({ answers }), (m) => messages.push(m))).toBeNull();
    expect(messages).toEqual([expect.stringMatching(/^stored progress ignored: /)]);
  });

  it.each([
    ['null', null],
    ['a string', 'progress'],
    ['a record without answers', { ...stored(), answers: undefined }],
    ['a revealed flag that is not true', stored({ revealed: { gut: false } })],
    ['a completed course flag that is not boolean', stored({ courseComplete: 'yes' })],
  ])('refuses %s', (_name, value) => {
    const messages: string[] = [];
    expect(readStoredProgress(course, value, (m) => messages.push(m))).toBeNull();
    expect(messages).toHaveLength(1);
  });

  it('says what is wrong with a refused record', () => {
    const messages: string[] = [];
    readStoredProgress(course, stored({ courseComplete: 'yes' }), (m) => messages.push(m));
    expect(messages).toEqual(['stored progress ignored: Invalid type: Expected boolean but received "yes"']);
  });

  it('drops answers to blocks the course no longer has', () => {
    const answers = { gut: { type: 'value', value: 1 }, gone: { type: 'value', value: 2 } };
    expect(Object.keys(readStoredProgress(course, stored({ answers }), () => undefined)!.answers)).toEqual(['gut']);
  });

  it.each([
    ['a phase the course no longer has', { phaseId: 'removed', screenIndex: 0 }, { phaseId: 'intro', screenIndex: 0 }],
    ['a screen past the end of its phase', { phaseId: 'intro', screenIndex: 9 }, { phaseId: 'intro', screenIndex: 1 }],
    ['no position', null, { phaseId: 'intro', screenIndex: 0 }],
  ])('clamps %s to the course', (_name, position, expected) => {
    expect(readStoredProgress(course, stored({ position }), () => undefined)?.position).toEqual(expected);
  });

  it('keeps the time spent but never a clock left running while the page was closed', () => {
    const progress = readStoredProgress(course, stored({ clock: { spentMs: { tq: 1200 }, running: { blockId: 'tq', since: 5 } } }), () => undefined);
    expect(progress?.clock).toEqual({ spentMs: { tq: 1200 }, running: null });
  });

  it('keeps revealed anchors, completed phases, results and the completion flag', () => {
    const result = { score: 80, passed: true, allPhasesComplete: false, rationaleIds: ['q1'] };
    const progress = readStoredProgress(
      course,
      stored({ revealed: { gut: true }, completed: { intro: true }, results: { quiz: result }, rationales: { q1: { questionId: 'q1', correct: true } } }),
      () => undefined,
    );
    expect(progress).toMatchObject({ revealed: { gut: true }, completed: { intro: true }, results: { quiz: result }, rationales: { q1: { questionId: 'q1' } }, courseComplete: false });
  });
});

describe('persistence through the store', () => {
  it('writes nothing when the host did not ask for persistence', async () => {
    const storage = memoryStorage();
    const { actions } = setup({ persistence: undefined });
    await actions.continue();
    expect(storage.data.size).toBe(0);
  });

  it('runs without storage on the server (no window, no storage given), silently', async () => {
    const { store, actions, diagnostics } = setup({ persistence: { key: 'cep' } });
    await actions.continue();
    expect(store.getState().position).toEqual({ phaseId: 'intro', screenIndex: 1 });
    expect(diagnostics()).toEqual([]);
  });

  it('does not need an onEvent listener to report a storage failure', async () => {
    const storage = { ...memoryStorage(), setItem: () => { throw new Error('QuotaExceededError'); } };
    const store = createPlayerStore({ course, userId: 'user-1', onSubmit: async () => ({}), persistence: { key: 'cep', storage } });
    await store.getState().actions.continue();
    expect(store.getState().position).toEqual({ phaseId: 'intro', screenIndex: 1 });
  });

  it('writes the progress fields only, as versioned JSON', async () => {
    const storage = memoryStorage();
    const { actions } = setup({ persistence: { key: 'cep', storage } });
    await actions.continue();
    const saved = JSON.parse(storage.data.get(KEY)!);
    expect(saved.version).toBe(1);
    expect(Object.keys(saved.state).sort()).toEqual(['answers', 'clock', 'completed', 'courseComplete', 'position', 'rationales', 'results', 'revealed']);
    expect(saved.state.position).toEqual({ phaseId: 'intro', screenIndex: 1 });
  });

  it('reports, and keeps playing, when the storage refuses to save', async () => {
    const storage = { ...memoryStorage(), setItem: () => { throw new Error('QuotaExceededError'); } };
    const { store, actions, diagnostics } = setup({ persistence: { key: 'cep', storage } });
    await actions.continue();
    expect(store.getState().position).toEqual({ phaseId: 'intro', screenIndex: 1 });
    expect(diagnostics()).toContain('progress could not be saved (storage full or unavailable)');
  });

  it('starts fresh, with a diagnostic, when reading the storage throws', () => {
    const storage = { ...memoryStorage(), getItem: () => { throw new Error('SecurityError'); } };
    const { store, diagnostics } = setup({ persistence: { key: 'cep', storage } });
    expect(store.getState().position).toEqual({ phaseId: 'intro', screenIndex: 0 });
    expect(diagnostics()).toContain('stored progress is not valid JSON; starting fresh');
  });

  it('names the stored version it ignores', () => {
    const storage = memoryStorage();
    storage.data.set(KEY, JSON.stringify({ state: stored(), version: 7 }));
    const { store, diagnostics } = setup({ persistence: { key: 'cep', storage } });
    expect(store.getState().position).toEqual({ phaseId: 'intro', screenIndex: 0 });
    expect(diagnostics()).toContain('stored progress has version 7; ignored');
  });

  it('does not save progress over the size limit, says so, and keeps the last save that fitted', async () => {
    const storage = memoryStorage();
    const { actions, diagnostics } = setup({ persistence: { key: 'cep', storage } });
    await actions.continue();
    const fitted = storage.data.get(KEY);
    actions.answer('gut', { type: 'value', value: 'x'.repeat(MAX_STORED_PROGRESS_CHARS) });
    expect(storage.data.get(KEY)).toBe(fitted);
    expect(diagnostics().some((message) => /over the 1000000 limit; not saved/.test(message))).toBe(true);
  });

  it('keeps separate records per user', async () => {
    const storage = memoryStorage();
    await setup({ persistence: { key: 'cep', storage } }).actions.continue();
    const other = setup({ persistence: { key: 'cep', storage }, userId: 'user-2' });
    expect(other.store.getState().position).toEqual({ phaseId: 'intro', screenIndex: 0 });
    await other.actions.continue();
    expect([...storage.data.keys()].sort()).toEqual([KEY, 'cep:course-1:user-2']);
  });
});
