import type { StoreApi } from 'zustand/vanilla';
import { isPromiseLike } from './isPromiseLike';
import { lazyPhaseLock } from './lazyPhaseLock';
import type { ProgressStorage } from './options';
import { persistenceCode } from './persistenceCode';
import { progressKey, progressStorage } from './progressKey';
import type { ActionGroup, StoreContext } from './storeContext';
import type { PersistedProgress, PlayerState } from './types';

/**
 * What the store does with the persistence code (persistence.ts), which loads only with
 * `persistence`: the phase's cross-tab send lock, and taking in progress another tab stored.
 */
export function createStorePersistence({ course, options, get }: StoreContext, api: StoreApi<PlayerState>) {
  /** Runs `use` with the persistence code: at once when it is here, else once it loads. */
  const withPersistenceCode = <T>(use: (code: typeof import('./persistence')) => T): T | Promise<T> => {
    const code = persistenceCode.loaded();
    return code ? use(code) : persistenceCode.load().then(use);
  };
  const key = progressKey(options);
  const storage = progressStorage(options);
  // Tabs of one learner send a phase one at a time, each reading what the other recorded first.
  // Only with `persistence`: without stored progress no other tab has anything to take turns over.
  const phaseLock = key === null ? null : lazyPhaseLock(() => withPersistenceCode((code) => code.createPhaseSendLock({
    key,
    storage: storage as ProgressStorage,
    readStored: (text, phaseId) => {
      const done = (progress: PersistedProgress | null) => ({ complete: get().completed[phaseId] === true, tried: progress?.outbox?.[phaseId] !== undefined });
      const progress = code.adoptStoredProgress(api, course, text);
      return isPromiseLike(progress) ? progress.then(done) : done(progress);
    },
  })));
  const actions: ActionGroup<'adoptStoredProgress'> = {
    adoptStoredProgress(storedKey, text) {
      if (storedKey !== null && storedKey === key) void withPersistenceCode((code) => code.adoptStoredProgress(api, course, text));
    },
  };
  return { phaseLock, actions };
}
