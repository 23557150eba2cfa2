// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../test/support/memoryStorage';
import { makeTestCourse } from '../../test/support/testCourse';
import type { PlayerStoreOptions } from './options';
import type { PlayerEvent } from './types';

/**
 * The persistence chunk cannot be fetched (the page opened offline, or from a cache without it):
 * each test runs on a fresh module graph (a fresh page) whose `./persistence` import rejects until
 * the test lets it through.
 */
const KEY = 'cep:course-1:user-1';
const course = makeTestCourse();
const RECORD = JSON.stringify({
  state: {
    position: { phaseId: 'intro', screenIndex: 1 }, answers: { gut: { type: 'value', value: 'kept' } }, revealed: {}, completed: {},
    results: {}, rationales: {}, clock: { spentMs: {}, running: null }, courseComplete: false,
  },
  version: 1,
});
const savedAnswer = (text: string | undefined) => (text ? (JSON.parse(text) as { state: { answers: Record<string, { value?: unknown }> } }).state.answers.gut?.value : undefined);

let offline: boolean;

beforeEach(() => {
  vi.resetModules();
  offline = true;
  vi.doMock('./persistence', async (importOriginal) => {
    if (offline) throw new Error('Failed to fetch dynamically imported module');
    return importOriginal();
  });
});

afterEach(() => {
  vi.doUnmock('./persistence');
});

async function mount(overrides: Partial<PlayerStoreOptions>) {
  const { createPlayerStore } = await import('./createPlayerStore');
  const events: PlayerEvent[] = [];
  const store = createPlayerStore({
    course,
    userId: 'user-1',
    onSubmit: async () => ({ success: true, data: { score: null, passed: null, all_phases_complete: false } }),
    onEvent: (event) => events.push(event),
    now: () => 0,
    timers: { setTimeout: () => undefined, clearTimeout: () => undefined },
    ...overrides,
  });
  const diagnostics = () => events.flatMap((event) => (event.type === 'diagnostic' ? [event.message] : []));
  return { store, actions: store.getState().actions, diagnostics };
}

const settle = async () => {
  await vi.dynamicImportSettled();
  await new Promise((resolve) => setTimeout(resolve, 0));
  await vi.dynamicImportSettled();
};

describe('a persistence chunk that cannot be fetched', () => {
  it('with nothing stored, lets the learner play and saves what they did once the browser is back online', async () => {
    const storage = memoryStorage();
    const { actions, diagnostics } = await mount({ persistence: { key: 'cep', storage } });
    actions.answer('gut', { type: 'value', value: 'offline' });
    await settle();
    expect(diagnostics()).toEqual([expect.stringMatching(/^progress is not saved yet: its code did not load \(.+\); trying again when the browser is back online$/)]);
    expect(storage.data.has(KEY)).toBe(false);
    offline = false;
    window.dispatchEvent(new Event('online'));
    // The chunk is fetched again: however long that takes, the answer is saved once it is here.
    await vi.waitFor(() => expect(savedAnswer(storage.data.get(KEY))).toBe('offline'), { timeout: 10_000 });
  });

  it('with a record stored, starts fresh and leaves the record for the next visit', async () => {
    const storage = memoryStorage({ [KEY]: RECORD });
    const { store, actions, diagnostics } = await mount({ persistence: { key: 'cep', storage } });
    expect(store.isLoadingProgress()).toBe(true);
    await settle();
    expect(store.isLoadingProgress()).toBe(false);
    expect(diagnostics()).toEqual([expect.stringMatching(/^stored progress could not be read \(.+\); starting fresh without saving over it$/)]);
    actions.answer('gut', { type: 'value', value: 'fresh' });
    offline = false;
    window.dispatchEvent(new Event('online'));
    await settle();
    expect(storage.data.get(KEY)).toBe(RECORD);
  });
});
