import { beforeAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { asyncStorage, deferred } from '../../test/support/asyncStorage';
import { memoryStorage } from '../../test/support/memoryStorage';
import { setup } from '../../test/support/persistenceStore';
import type { PlayerStoreOptions, ProgressStorage } from './options';
import { MAX_STORED_PROGRESS_CHARS } from './persistence';
import { PROGRESS_READ_TIMEOUT_MS } from './progressJsonStorage';
import { loadPersistenceCode } from '../../test/support/persistenceCode';

beforeAll(loadPersistenceCode);

// A `persistence.storage` whose calls return promises (IndexedDB, the host's server): the store
// shows it is loading until the read answers, writes nothing over the stored progress meanwhile,
// and a storage that fails, hangs or is slow leaves the learner playing with nothing lost.

const KEY = 'cep:course-1:user-1';
const FRESH = { phaseId: 'intro', screenIndex: 0 };
const STORED_AT = { phaseId: 'intro', screenIndex: 1 };
const SAVE_FAILED = 'progress could not be saved (storage full or unavailable)';

const record = (answer = 'kept', version = 1) =>
  JSON.stringify({
    state: {
      position: STORED_AT,
      answers: { gut: { type: 'value', value: answer } },
      revealed: {}, completed: {}, results: {}, rationales: {},
      clock: { spentMs: {}, running: null },
      courseComplete: false,
    },
    version,
  });

const mount = (storage: ProgressStorage, overrides: Partial<PlayerStoreOptions> = {}) => setup({ persistence: { key: 'cep', storage }, ...overrides });
const savedAnswer = (text: string | undefined) => (text === undefined ? undefined : JSON.parse(text).state.answers.gut?.value);
const writes = (storage: ReturnType<typeof asyncStorage>) => storage.calls.filter((call) => call.method === 'setItem').map((call) => savedAnswer(call.value));

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('reading progress from an async storage', () => {
  it('is loading until a slow read (2 s) answers, then holds the stored position and answers', async () => {
    const storage = asyncStorage({ [KEY]: record() }, 2000);
    const { store, diagnostics } = mount(storage);
    const loaded = vi.fn();
    store.subscribeProgressLoaded(loaded);
    expect(store.isLoadingProgress()).toBe(true);
    await vi.advanceTimersByTimeAsync(1999);
    expect(store.isLoadingProgress()).toBe(true);
    expect(loaded).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(store.isLoadingProgress()).toBe(false);
    expect(loaded).toHaveBeenCalledTimes(1);
    expect(store.getState().position).toEqual(STORED_AT);
    expect(store.getState().answers.gut).toEqual({ type: 'value', value: 'kept' });
    expect(diagnostics()).toEqual([]);
  });

  it('a synchronous storage is read at once, as before: never loading', () => {
    const { store } = mount(memoryStorage({ [KEY]: record() }));
    expect(store.isLoadingProgress()).toBe(false);
    expect(store.getState().position).toEqual(STORED_AT);
  });

  it('writes nothing over the stored progress while the read is on its way', async () => {
    const read = deferred<string | null>();
    const storage = { ...asyncStorage({ [KEY]: record() }), getItem: () => read.promise };
    const { store, actions } = mount(storage);
    actions.answer('gut', { type: 'value', value: 'typed while loading' });
    actions.goTo({ phaseId: 'intro', screenIndex: 1 });
    expect(storage.calls).toEqual([]);
    read.resolve(record());
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getState().answers.gut).toEqual({ type: 'value', value: 'kept' });
    expect(savedAnswer(storage.data.get(KEY))).toBe('kept');
    actions.answer('gut', { type: 'value', value: 'after loading' });
    await vi.advanceTimersByTimeAsync(0);
    expect(savedAnswer(storage.data.get(KEY))).toBe('after loading');
  });

  it.each([
    ['rejects with an error', () => Promise.reject(new Error('network down')), 'network down'],
    ['rejects with something else', () => Promise.reject('offline'), 'offline'],
    ['is an async function that throws', async () => { throw new TypeError('bad adapter'); }, 'bad adapter'],
  ])('a read that %s starts fresh, says why, and never saves over what it could not read', async (_name, getItem, reason) => {
    const storage = { ...asyncStorage({ [KEY]: record() }), getItem };
    const { store, actions, diagnostics } = mount(storage);
    await vi.advanceTimersByTimeAsync(0);
    expect(store.isLoadingProgress()).toBe(false);
    expect(store.getState().position).toEqual(FRESH);
    expect(diagnostics()).toEqual([`stored progress could not be read (${reason}); starting fresh without saving over it`]);
    await actions.continue();
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getState().position).toEqual(STORED_AT);
    expect(storage.calls.filter((call) => call.method === 'setItem')).toEqual([]);
    expect(storage.data.get(KEY)).toBe(record());
  });

  it(`a read that never answers is given up after ${PROGRESS_READ_TIMEOUT_MS / 1000} s, the same way`, async () => {
    const storage = { ...asyncStorage({ [KEY]: record() }), getItem: () => new Promise<string | null>(() => {}) };
    const { store, actions, diagnostics } = mount(storage, { timers: undefined });
    await vi.advanceTimersByTimeAsync(PROGRESS_READ_TIMEOUT_MS - 1);
    expect(store.isLoadingProgress()).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(store.isLoadingProgress()).toBe(false);
    expect(store.getState().position).toEqual(FRESH);
    expect(diagnostics()).toEqual([`stored progress was not read within ${PROGRESS_READ_TIMEOUT_MS / 1000} s; starting fresh without saving over it`]);
    actions.answer('gut', { type: 'value', value: 'new' });
    await vi.advanceTimersByTimeAsync(0);
    expect(storage.data.get(KEY)).toBe(record());
  });

  it.each([
    ['not JSON', '{oops', 'stored progress is not valid JSON; starting fresh'],
    ['an array', '[1]', 'stored progress is an array, not an object; ignored'],
    ['of the wrong shape', '{"state":{"position":42},"version":1}', /^stored progress ignored: /],
    ['of another version', record('old', 7), 'stored progress has version 7; ignored'],
    ['over the size limit', record('x'.repeat(MAX_STORED_PROGRESS_CHARS)), `stored progress is ${record('x'.repeat(MAX_STORED_PROGRESS_CHARS)).length} characters, over the 1000000 limit; ignored`],
    ['an object, not text', { state: {} }, 'stored progress is an object, not text; ignored'],
  ])('stored progress that is %s is validated as from any storage: ignored with the same diagnostic, and replaced by the next save', async (_name, value, message) => {
    const storage = { ...asyncStorage(), getItem: async () => value as string };
    const { store, actions, diagnostics } = mount(storage);
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getState().position).toEqual(FRESH);
    expect(diagnostics()).toEqual([typeof message === 'string' ? message : expect.stringMatching(message)]);
    actions.answer('gut', { type: 'value', value: 'new' });
    await vi.advanceTimersByTimeAsync(0);
    expect(savedAnswer(storage.data.get(KEY))).toBe('new');
  });

  it('a store made from carried progress (a re-fetch) reads nothing: what it carries is newer than any save on its way', () => {
    const storage = asyncStorage({ [KEY]: record('older') });
    const carried = mount(memoryStorage({ [KEY]: record('carried') })).store.getState();
    const { store } = mount(storage, { carriedProgress: carried });
    expect(store.isLoadingProgress()).toBe(false);
    expect(store.getState().answers.gut).toEqual({ type: 'value', value: 'carried' });
    expect(storage.calls).toEqual([]);
  });
});

describe('writing progress to an async storage', () => {
  it('a slow storage (2 s a call): of the saves waiting behind one on its way, only the latest is made', async () => {
    const storage = asyncStorage({}, 2000);
    const { actions } = mount(storage);
    await vi.advanceTimersByTimeAsync(2000);
    for (const value of ['a', 'b', 'c']) actions.answer('gut', { type: 'value', value });
    expect(writes(storage)).toEqual(['a']);
    await vi.advanceTimersByTimeAsync(2000);
    expect(writes(storage)).toEqual(['a', 'c']);
    await vi.advanceTimersByTimeAsync(2000);
    expect(savedAnswer(storage.data.get(KEY))).toBe('c');
  });

  it.each([
    ['rejected', () => Promise.reject(new Error('500'))],
    ['refused for quota', () => Promise.reject(new DOMException('full', 'QuotaExceededError'))],
    ['thrown at once', () => { throw new Error('closed'); }],
  ])('a save %s is reported, the learner keeps going, and the next change is saved', async (_name, failure) => {
    const storage = asyncStorage();
    let failing = true;
    const flaky = { ...storage, setItem: (key: string, value: string) => (failing ? failure() : storage.setItem(key, value)) };
    const { store, actions, diagnostics } = mount(flaky);
    await vi.advanceTimersByTimeAsync(0);
    actions.answer('gut', { type: 'value', value: 'lost?' });
    await vi.advanceTimersByTimeAsync(0);
    expect(diagnostics()).toEqual([SAVE_FAILED]);
    expect(store.getState().answers.gut).toEqual({ type: 'value', value: 'lost?' });
    failing = false;
    await actions.continue();
    await vi.advanceTimersByTimeAsync(0);
    expect(JSON.parse(storage.data.get(KEY)!).state).toMatchObject({ position: STORED_AT, answers: { gut: { value: 'lost?' } } });
  });

  it('a player that replaces another (a re-fetch) saves after the saves its predecessor left on their way', async () => {
    const storage = asyncStorage({}, 2000);
    const first = mount(storage);
    await vi.advanceTimersByTimeAsync(2000);
    first.actions.answer('gut', { type: 'value', value: 'first' });
    const second = mount(storage, { carriedProgress: first.store.getState() });
    second.actions.answer('gut', { type: 'value', value: 'second' });
    await vi.advanceTimersByTimeAsync(4000);
    expect(writes(storage)).toEqual(['first', 'second']);
    expect(savedAnswer(storage.data.get(KEY))).toBe('second');
  });
});

describe('a submission left on its way by a previous player', () => {
  it('is taken over once the read is done, not before (the read would replace what it reported)', async () => {
    const storage = asyncStorage();
    let answer!: (value: unknown) => void;
    const onSubmit = () => new Promise<unknown>((resolve) => (answer = resolve));
    const first = mount(storage, { onSubmit });
    await vi.advanceTimersByTimeAsync(0);
    await first.actions.continue();
    first.actions.answer('gut', { type: 'selections', byQuestion: { gut: 'Yes' } });
    void first.actions.continue();
    await vi.advanceTimersByTimeAsync(0);
    first.actions.dispose();

    const second = mount(storage, { onSubmit });
    expect(second.store.isLoadingProgress()).toBe(true);
    expect(second.store.getState().submissions).toEqual({});
    // The read waits for the saves the first player left on their way, then answers.
    for (let tick = 0; tick < 20 && second.store.isLoadingProgress(); tick += 1) {
      expect(second.store.getState().submissions).toEqual({});
      await vi.advanceTimersByTimeAsync(5);
    }
    expect(second.store.isLoadingProgress()).toBe(false);
    expect(second.store.getState().submissions['phase:intro']?.state).toBe('pending');
    answer({ success: true, data: { score: null, passed: null, all_phases_complete: false } });
    await vi.advanceTimersByTimeAsync(0);
    expect(second.store.getState().completed).toEqual({ intro: true });
  });
});
