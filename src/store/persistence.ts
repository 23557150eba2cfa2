import type { StoreApi } from 'zustand/vanilla';
import { adoptCompletedElsewhere } from '../logic/tabSync';
import type { Course } from '../model/types';
import { isPromiseLike } from './isPromiseLike';
import type { PlayerStoreOptions, ProgressStorage, Timers } from './options';
import { progressJsonStorage, type Peeked } from './progressJsonStorage';
import type { ProgressLoadingControl } from './progressLoading';
import { storedProgressCode } from './storedProgressCode';
import { parseStoredText, type StoredRecord } from './storedText';
import type { PersistedProgress, PlayerState } from './types';

// This module is a chunk of its own (persistenceCode.ts), loaded only when the host passes `persistence`.
export { createPhaseSendLock } from './phaseSendLock';
// Named here too: the stored-progress rules (and their tests) are read from this module.
export { MAX_STORED_PROGRESS_CHARS } from './storedText';

const STORAGE_VERSION = 1;

const globalTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

const progressOf = ({ position, answers, revealed, completed, results, rationales, clock, courseComplete, questionClocks, outbox, mediaWatch, creditClaim }: PlayerState): PersistedProgress => ({
  position, answers, revealed, completed, results, rationales, clock, courseComplete,
  ...(questionClocks ? { questionClocks } : {}), ...(outbox ? { outbox } : {}), ...(mediaWatch ? { mediaWatch } : {}), ...(creditClaim ? { creditClaim } : {}),
});

/** Runs `use` with the stored-progress rules: at once when they are here, else once they load. */
function withStoredProgressRules<T>(use: (rules: typeof import('./storedProgress')) => T): T | Promise<T> {
  const rules = storedProgressCode.loaded();
  return rules ? use(rules) : storedProgressCode.load().then(use);
}

export interface Attach {
  options: PlayerStoreOptions;
  storage: ProgressStorage;
  /** The learner's key (progressKey.ts). */
  name: string;
  /** Hears when a read from an async storage (or of the rules) starts and when it is done. */
  loading: ProgressLoadingControl;
  /** The storage's answer, already asked for while this code loaded (persistProgress.ts). */
  peeked?: Peeked | undefined;
  /** The learner acted before this code came: saved at once. */
  changedMeanwhile?: boolean;
}

/**
 * Keeps the store's progress under the learner's key: reads the stored record into it (the
 * stored-progress rules load for that), then saves on every change. Replaces zustand `persist`,
 * which wraps a store as it is created: this code arrives after the store, so a page without
 * `persistence` never loads it.
 */
export function attachPersistence(store: StoreApi<PlayerState>, { options, storage, name, loading, peeked, changedMeanwhile = false }: Attach): void {
  const report = (message: string) => options.onEvent?.({ type: 'diagnostic', message });
  const json = progressJsonStorage(storage, { report, loading, skipRead: options.carriedProgress !== undefined, timers: options.timers ?? globalTimers });
  const save = () => json.setItem(name, { state: progressOf(store.getState()), version: STORAGE_VERSION });

  /** Done reading: the progress it found merged in (or not), and from now on every change saved. */
  const hydrated = (progress: PersistedProgress | null, saveNow: boolean) => {
    if (progress) {
      const current = store.getState();
      // Phases the service says are complete (GET /api-progress) stay complete: a reload while a
      // submission was on its way leaves storage behind the service, never ahead of it.
      // The same for the course: a service that says it is complete opens the completion view, whatever
      // a stale record (another tab, another device) says.
      store.setState({ ...current, ...progress, completed: { ...current.completed, ...progress.completed }, courseComplete: current.courseComplete || progress.courseComplete }, true);
    }
    loading.finish();
    store.subscribe(save);
    if (saveNow) save();
  };

  const read = (record: StoredRecord | null) => {
    if (!record) return hydrated(null, changedMeanwhile);
    if (typeof record.version === 'number' && record.version !== STORAGE_VERSION) {
      report(`stored progress has version ${record.version}; ignored`);
      // Saved over at once, as zustand `persist` did after a migration: the old record is nobody's now.
      return hydrated(null, true);
    }
    let progress: PersistedProgress | null | Promise<PersistedProgress | null>;
    try {
      progress = withStoredProgressRules((rules) => rules.readStoredProgress(options.course, record.state, report));
    } catch {
      progress = null; // a report that threw: the player must still start
    }
    if (!isPromiseLike(progress)) return hydrated(progress, changedMeanwhile);
    loading.start('code');
    progress.then(
      (found) => hydrated(found, changedMeanwhile),
      (error: unknown) => {
        // The rules did not load (offline): the record stays for the next visit, as a failed read leaves it.
        json.leaveUnread(`could not be read (${error instanceof Error ? error.message : String(error)})`);
        hydrated(null, false);
      },
    );
  };

  const record = json.getItem(name, peeked);
  if (isPromiseLike(record)) record.then(read);
  else read(record);
}

/**
 * Takes what another tab completed from the text it saved (logic/tabSync.ts), read as carefully as
 * a reload reads it; returns the progress read, or null. Later when the rules have yet to load.
 */
export function adoptStoredProgress(store: StoreApi<PlayerState>, course: Course, text: string | null): PersistedProgress | null | Promise<PersistedProgress | null> {
  // A diagnostic each time another tab saves would be noise.
  const ignore = () => undefined;
  const stored = text === null ? null : parseStoredText(text, ignore);
  if (!stored) return null;
  const adopt = (rules: typeof import('./storedProgress')) => {
    const progress = rules.readStoredProgress(course, stored.state, ignore);
    if (!progress) return null;
    const adopted = adoptCompletedElsewhere(course, store.getState(), progress);
    if (adopted) store.setState(adopted);
    return progress;
  };
  const adopted = withStoredProgressRules(adopt);
  return isPromiseLike(adopted) ? adopted.then(undefined, () => null) : adopted;
}
