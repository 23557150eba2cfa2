import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import type { ProgressStorage } from './options';

/** Options of `indexedDbProgress()`: the database the progress is kept in. */
export interface IndexedDbProgressOptions {
  /**
   * The IndexedDB database the progress is kept in: one of its own, as idb-keyval makes its one
   * object store (`progress`) only when it creates the database. @default 'ce-course-player'
   */
  database?: string;
}

/**
 * Progress in the browser's IndexedDB (through idb-keyval), for hosts that keep more than
 * localStorage's few megabytes or want saves off the main thread. Async: the player shows a
 * loading status while it reads. Where IndexedDB is missing or refuses (server rendering, some
 * private modes, a blocked upgrade) the calls reject, and the player starts fresh with a
 * `diagnostic` event saying why, never a crash.
 */
export function indexedDbProgress(options: IndexedDbProgressOptions = {}): ProgressStorage {
  let store: UseStore | undefined;
  // Opened on the first call, not on import: the adapter can be made during server rendering.
  const open = async (): Promise<UseStore> => {
    if (typeof indexedDB === 'undefined') throw new Error('IndexedDB is not available here');
    store ??= createStore(options.database ?? 'ce-course-player', 'progress');
    return store;
  };
  return {
    // Anything but text under the key (another library's record) is handed on for the player to refuse.
    getItem: async (key) => ((await get(key, await open())) ?? null) as string | null,
    setItem: async (key, value) => set(key, value, await open()),
    removeItem: async (key) => del(key, await open()),
  };
}
