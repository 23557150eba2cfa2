// @vitest-environment jsdom
import { beforeAll, afterEach, describe, expect, it, vi } from 'vitest';
import { setup } from '../../test/support/persistenceStore';
import { localStorageProgress } from './localStorageProgress';
import { loadPersistenceCode } from '../../test/support/persistenceCode';

beforeAll(loadPersistenceCode);

const KEY = 'cep:course-1:user-1';
const stored = JSON.stringify({
  state: { position: { phaseId: 'intro', screenIndex: 1 }, answers: {}, revealed: {}, completed: {}, results: {}, rationales: {}, clock: { spentMs: {}, running: null }, courseComplete: false },
  version: 1,
});

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('localStorageProgress', () => {
  it.each([
    ['given', { key: 'cep', storage: localStorageProgress() }],
    ['by default', { key: 'cep' }],
  ])('%s, is read at once (never loading) and saved to as the learner goes', async (_name, persistence) => {
    window.localStorage.setItem(KEY, stored);
    const { store, actions } = setup({ persistence });
    expect(store.isLoadingProgress()).toBe(false);
    expect(store.getState().position).toEqual({ phaseId: 'intro', screenIndex: 1 });
    actions.answer('gut', { type: 'value', value: 'saved' });
    expect(JSON.parse(window.localStorage.getItem(KEY)!).state.answers.gut).toEqual({ type: 'value', value: 'saved' });
  });

  it('a full localStorage is reported and the learner keeps going', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const { store, actions, diagnostics } = setup({ persistence: { key: 'cep', storage: localStorageProgress() } });
    await actions.continue();
    expect(store.getState().position).toEqual({ phaseId: 'intro', screenIndex: 1 });
    expect(diagnostics()).toEqual(['progress could not be saved (storage full or unavailable)']);
  });

  it('where localStorage refuses access (a sandboxed iframe), nothing is read or saved, silently, as before', async () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const { store, actions, diagnostics } = setup({ persistence: { key: 'cep', storage: localStorageProgress() } });
    await actions.continue();
    expect(store.getState().position).toEqual({ phaseId: 'intro', screenIndex: 1 });
    expect(diagnostics()).toEqual([]);
  });
});
