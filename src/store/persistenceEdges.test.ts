import { beforeAll, describe, expect, it } from 'vitest';
import { course, setup } from '../../test/support/persistenceStore';
import type { PlayerStoreOptions, ProgressStorage } from './options';
import { MAX_STORED_PROGRESS_CHARS } from './persistence';
import { memoryStorage } from '../../test/support/memoryStorage';
import { loadPersistenceCode } from '../../test/support/persistenceCode';

beforeAll(loadPersistenceCode);

// The edges of the stored-progress rules (persistence.ts): the size limit on both sides, each shape
// of stored value that is nobody's progress, the exact diagnostics (a fresh start says nothing), and
// the timed-quiz question clocks kept with the progress.

const KEY = 'cep:course-1:user-1';
const FRESH = { phaseId: 'intro', screenIndex: 0 };


function mount(storage: ProgressStorage, overrides: Partial<PlayerStoreOptions> = {}) {
  return setup({ persistence: { key: 'cep', storage }, ...overrides });
}

const record = (answer: string) => ({
  state: {
    position: { phaseId: 'intro', screenIndex: 1 },
    answers: { gut: { type: 'value', value: answer } },
    revealed: {}, completed: {}, results: {}, rationales: {},
    clock: { spentMs: {}, running: null },
    courseComplete: false,
  },
  version: 1,
});

/** A stored record whose text is exactly `length` characters long. */
function recordOfLength(length: number): string {
  const base = JSON.stringify(record(''));
  const text = JSON.stringify(record('x'.repeat(length - base.length)));
  expect(text).toHaveLength(length);
  return text;
}

describe('reading stored progress at the size limit', () => {
  it.each([
    ['exactly at the limit is read', MAX_STORED_PROGRESS_CHARS, true],
    ['one character over it is ignored', MAX_STORED_PROGRESS_CHARS + 1, false],
  ])('%s', (_name, length, read) => {
    const storage = memoryStorage();
    storage.data.set(KEY, recordOfLength(length));
    const { store, diagnostics } = mount(storage);
    expect(store.getState().position).toEqual(read ? { phaseId: 'intro', screenIndex: 1 } : FRESH);
    expect(store.getState().answers.gut === undefined).toBe(!read);
    expect(diagnostics()).toEqual(read ? [] : [`stored progress is ${length} characters, over the 1000000 limit; ignored`]);
  });
});

describe('writing progress at the size limit', () => {
  it.each([
    ['exactly at the limit is saved', 0, true],
    ['one character over it is not', 1, false],
  ])('%s', (_name, over, saved) => {
    const storage = memoryStorage();
    const { actions, diagnostics } = mount(storage);
    actions.answer('gut', { type: 'value', value: 'x' });
    const small = storage.data.get(KEY)!;
    const value = 'x'.repeat(1 + MAX_STORED_PROGRESS_CHARS - small.length + over);
    actions.answer('gut', { type: 'value', value });
    const written = storage.data.get(KEY)!;
    expect(written === small).toBe(!saved);
    if (saved) expect(written).toHaveLength(MAX_STORED_PROGRESS_CHARS);
    expect(diagnostics()).toEqual(saved ? [] : [`progress is ${MAX_STORED_PROGRESS_CHARS + 1} characters, over the 1000000 limit; not saved`]);
  });
});

describe('a stored value that is nobody\'s progress', () => {
  it.each([
    ['null', 'null', 'stored progress is null, not an object; ignored'],
    ['an array', '[1]', 'stored progress is an array, not an object; ignored'],
    ['a number', '42', 'stored progress is a number, not an object; ignored'],
    ['a string', '"progress"', 'stored progress is a string, not an object; ignored'],
    ['a boolean', 'true', 'stored progress is a boolean, not an object; ignored'],
    ['an object without state', '{"version":1}', 'stored progress has no state in it; ignored'],
    ['not JSON', '{oops', 'stored progress is not valid JSON; starting fresh'],
  ])('%s: starts fresh and says exactly why', (_name, text, message) => {
    const storage = memoryStorage();
    storage.data.set(KEY, text);
    const { store, diagnostics } = mount(storage);
    expect(store.getState().position).toEqual(FRESH);
    expect(diagnostics()).toEqual([message]);
  });

  it('an older version is named once, and not read as progress', () => {
    const storage = memoryStorage();
    storage.data.set(KEY, JSON.stringify({ ...record('old'), version: 7 }));
    const { store, diagnostics } = mount(storage);
    expect(store.getState().answers).toEqual({});
    expect(diagnostics()).toEqual(['stored progress has version 7; ignored']);
  });

  it('a first visit (nothing stored) says nothing', () => {
    const { store, diagnostics } = mount(memoryStorage());
    expect(store.getState().position).toEqual(FRESH);
    expect(diagnostics()).toEqual([]);
  });

  it('a stored record that fits is read without a diagnostic', () => {
    const storage = memoryStorage();
    storage.data.set(KEY, JSON.stringify(record('kept')));
    const { store, diagnostics } = mount(storage);
    expect(store.getState().answers.gut).toEqual({ type: 'value', value: 'kept' });
    expect(diagnostics()).toEqual([]);
  });
});

describe('timed-quiz question clocks', () => {
  it('are saved with the progress and back after a reload', () => {
    const storage = memoryStorage();
    const spans = { t1: { startedAt: 5, stoppedAt: null } };
    mount(storage).actions.recordQuestionClocks(spans);
    expect(JSON.parse(storage.data.get(KEY)!).state.questionClocks).toEqual(spans);
    expect(mount(storage).store.getState().questionClocks).toEqual(spans);
  });

  it('keep the extensions and the expiry of enforced limits across a reload', () => {
    const storage = memoryStorage();
    const spans = { t1: { startedAt: 5, stoppedAt: null, extensions: 2 }, t2: { startedAt: 5, stoppedAt: null, expiredAt: 30_005 } };
    mount(storage).actions.recordQuestionClocks(spans);
    expect(mount(storage).store.getState().questionClocks).toEqual(spans);
  });
});
