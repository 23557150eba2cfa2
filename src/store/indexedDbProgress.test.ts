import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setup } from '../../test/support/persistenceStore';
import { indexedDbProgress } from './indexedDbProgress';
import type { PlayerStore } from './createPlayerStore';
import type { ProgressStorage } from './options';

const KEY = 'cep:course-1:user-1';

const mount = (storage: ProgressStorage) => setup({ persistence: { key: 'cep', storage }, timers: undefined });
const loaded = (store: PlayerStore) =>
  new Promise<void>((resolve) => {
    if (!store.isLoadingProgress()) resolve();
    else store.subscribeProgressLoaded(resolve);
  });

beforeEach(() => {
  // A fresh, empty IndexedDB per test.
  vi.stubGlobal('indexedDB', new IDBFactory());
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('indexedDbProgress', () => {
  it('keeps text under a key, answers null where nothing is stored, and removes it', async () => {
    const storage = indexedDbProgress();
    expect(await storage.getItem(KEY)).toBeNull();
    await storage.setItem(KEY, '{"state":{}}');
    expect(await indexedDbProgress().getItem(KEY)).toBe('{"state":{}}');
    await storage.removeItem(KEY);
    expect(await storage.getItem(KEY)).toBeNull();
  });

  it('keeps each database apart', async () => {
    await indexedDbProgress({ database: 'one' }).setItem(KEY, 'a');
    expect(await indexedDbProgress({ database: 'two' }).getItem(KEY)).toBeNull();
    expect(await indexedDbProgress({ database: 'one' }).getItem(KEY)).toBe('a');
  });

  it('a player resumes from it after a reload', async () => {
    const first = mount(indexedDbProgress());
    expect(first.store.isLoadingProgress()).toBe(true);
    await loaded(first.store);
    await first.actions.continue();
    first.actions.answer('gut', { type: 'value', value: 'kept' });
    await vi.waitFor(async () => expect(JSON.parse((await indexedDbProgress().getItem(KEY)) ?? '{}').state?.answers?.gut).toBeDefined());

    const again = mount(indexedDbProgress());
    await loaded(again.store);
    expect(again.store.getState().position).toEqual({ phaseId: 'intro', screenIndex: 1 });
    expect(again.store.getState().answers.gut).toEqual({ type: 'value', value: 'kept' });
    expect(again.diagnostics()).toEqual([]);
  });

  const refusing = (error: DOMException) => ({
    // The request fails the way a browser's does: later, through onerror.
    open: () => {
      const request: { error?: DOMException; onerror?: () => void } = {};
      setTimeout(() => {
        request.error = error;
        request.onerror?.();
      });
      return request;
    },
  });

  it.each([
    ['no IndexedDB (server rendering, an old browser)', undefined, 'IndexedDB is not available here'],
    ['a database that will not open (private browsing)', refusing(new DOMException('A mutation operation was attempted on a database that did not allow mutations.', 'InvalidStateError')), 'A mutation operation was attempted on a database that did not allow mutations.'],
    ['an indexedDB that throws at once', { open: () => { throw new DOMException('denied', 'SecurityError'); } }, 'denied'],
  ])('with %s: a fresh start, a diagnostic saying why, and a player that keeps working', async (_name, factory, reason) => {
    vi.stubGlobal('indexedDB', factory);
    const { store, actions, diagnostics } = mount(indexedDbProgress());
    await loaded(store);
    expect(store.getState().position).toEqual({ phaseId: 'intro', screenIndex: 0 });
    expect(diagnostics()).toEqual([`stored progress could not be read (${reason}); starting fresh without saving over it`]);
    await actions.continue();
    expect(store.getState().position).toEqual({ phaseId: 'intro', screenIndex: 1 });
  });
});
