import { beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../test/support/memoryStorage';
import { makeTestCourse } from '../../test/support/testCourse';
import type { PlayerStoreOptions, ProgressStorage } from './options';
import type { PlayerEvent } from './types';

/**
 * A page that has not fetched the persistence code yet: each test imports the store from a fresh
 * module graph (a fresh page), where persistence.ts and storedProgress.ts are not loaded until the
 * store asks for them; what a test does right after creating the store happens before they arrive.
 */
const KEY = 'cep:course-1:user-1';
const course = makeTestCourse();
const stored = (answer: string) => JSON.stringify({
  state: {
    position: { phaseId: 'intro', screenIndex: 1 }, answers: { gut: { type: 'value', value: answer } }, revealed: {}, completed: {},
    results: {}, rationales: {}, clock: { spentMs: {}, running: null }, courseComplete: false,
  },
  version: 1,
});
const savedAnswer = (text: string | undefined) => (text ? (JSON.parse(text) as { state: { answers: Record<string, { value?: unknown }> } }).state.answers.gut?.value : undefined);

type Code = typeof import('./persistenceCode');
let code: Code;

beforeEach(async () => {
  vi.resetModules();
  code = await import('./persistenceCode');
});

/** Whether the persistence code and the stored-progress rules were loaded on this page. */
const loaded = () => ({ persistence: code.persistenceCode.loaded() !== null, rules: code.storedProgressCode.loaded() !== null });

async function mount(overrides: Partial<PlayerStoreOptions> = {}) {
  const { createPlayerStore } = await import('./createPlayerStore');
  const events: PlayerEvent[] = [];
  const bodies: unknown[] = [];
  const store = createPlayerStore({
    course,
    userId: 'user-1',
    onSubmit: async (body) => {
      bodies.push(body);
      return { success: true, data: { score: null, passed: null, all_phases_complete: false } };
    },
    onEvent: (event) => events.push(event),
    now: () => 0,
    timers: { setTimeout: () => undefined, clearTimeout: () => undefined },
    ...overrides,
  });
  return { store, actions: store.getState().actions, events, bodies };
}

/** Lets the code the page asked for arrive (however long its import takes), and what it starts settle. */
async function codeArrives(expected: Partial<ReturnType<typeof loaded>> = { persistence: true }) {
  await vi.waitFor(() => expect(loaded()).toMatchObject(expected), { timeout: 10_000 });
  await vi.dynamicImportSettled();
  await new Promise((resolve) => setTimeout(resolve, 0));
}

/** Lets whatever the page asked for settle, where a test shows nothing was asked for. */
async function allSettled() {
  await vi.dynamicImportSettled();
  await new Promise((resolve) => setTimeout(resolve, 0));
  await vi.dynamicImportSettled();
}

describe('a player without persistence', () => {
  it('never asks for the persistence code or the stored-progress rules, and still sends its phases', async () => {
    const { actions, bodies } = await mount();
    actions.answer('gut', { type: 'selections', byQuestion: { gut: 'Yes' } });
    await actions.continue();
    await actions.continue();
    await actions.submitPhase('intro');
    await allSettled();
    expect(bodies).toHaveLength(1);
    expect(loaded()).toEqual({ persistence: false, rules: false });
  });
});

describe('a player with persistence, before its code has arrived', () => {
  it('starts at once on a first visit, and saves what the learner answered meanwhile once the code comes', async () => {
    const storage = memoryStorage();
    const { store, actions } = await mount({ persistence: { key: 'cep', storage } });
    expect(store.isLoadingProgress()).toBe(false);
    expect(loaded().persistence).toBe(false);
    expect(store.getState().position).toEqual({ phaseId: 'intro', screenIndex: 0 });
    actions.answer('gut', { type: 'value', value: 'before the code' });
    expect(storage.data.has(KEY)).toBe(false);
    await codeArrives();
    expect(savedAnswer(storage.data.get(KEY))).toBe('before the code');
    actions.answer('gut', { type: 'value', value: 'after the code' });
    expect(savedAnswer(storage.data.get(KEY))).toBe('after the code');
  });

  it('loads no stored-progress rules when nothing is stored', async () => {
    const storage = memoryStorage();
    const { actions } = await mount({ persistence: { key: 'cep', storage } });
    await codeArrives();
    actions.answer('gut', { type: 'value', value: 'saved' });
    expect(savedAnswer(storage.data.get(KEY))).toBe('saved');
    expect(loaded()).toEqual({ persistence: true, rules: false });
  });

  it('holds a reload on its loading status until the code has read the stored record, then resumes it', async () => {
    const storage = memoryStorage({ [KEY]: stored('kept') });
    const { store } = await mount({ persistence: { key: 'cep', storage } });
    expect(store.isLoadingProgress()).toBe(true);
    const heard = vi.fn();
    store.subscribeProgressLoaded(heard);
    await codeArrives({ persistence: true, rules: true });
    expect(heard).toHaveBeenCalledOnce();
    expect(store.isLoadingProgress()).toBe(false);
    expect(store.getState().position).toEqual({ phaseId: 'intro', screenIndex: 1 });
    expect(store.getState().answers.gut).toEqual({ type: 'value', value: 'kept' });
    expect(loaded()).toEqual({ persistence: true, rules: true });
  });

  it('starts at once when an async storage says nothing is stored before the code comes', async () => {
    let answer!: (text: string | null) => void;
    const storage: ProgressStorage = { ...memoryStorage(), getItem: () => new Promise((resolve) => (answer = resolve)) };
    const { store } = await mount({ persistence: { key: 'cep', storage } });
    expect(store.isLoadingProgress()).toBe(true);
    answer(null);
    await Promise.resolve();
    await Promise.resolve();
    expect(store.isLoadingProgress()).toBe(false);
    expect(loaded().persistence).toBe(false);
  });

  it('sends a phase under the cross-tab lock once the code is here, not before', async () => {
    const storage = memoryStorage();
    const request = vi.fn((_name: string, held: () => Promise<void>) => held());
    vi.stubGlobal('navigator', { ...globalThis.navigator, locks: { request } });
    try {
      const { actions, bodies } = await mount({ persistence: { key: 'cep', storage } });
      actions.answer('gut', { type: 'selections', byQuestion: { gut: 'Yes' } });
      const sent = actions.submitPhase('intro');
      expect(loaded().persistence).toBe(false);
      await codeArrives();
      await sent;
      expect(request).toHaveBeenCalledWith(`ce-course-player|${KEY}|intro`, expect.any(Function));
      expect(bodies).toHaveLength(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
