import { isPromiseLike } from './isPromiseLike';
import type { ProgressStorage, Timers } from './options';
import type { ProgressLoadingControl } from './progressLoading';
import { writeProgress, writesSettled } from './progressWriter';
import { parseStoredText, storedText, type StoredRecord } from './storedText';

/**
 * How long a read from an async storage may take before the player starts fresh without it: a
 * hung adapter must not leave the learner on a loading status for good (docs/assumptions.md).
 */
export const PROGRESS_READ_TIMEOUT_MS = 10_000;

const SAVE_FAILED = 'progress could not be saved (storage full or unavailable)';

export interface ProgressJsonOptions {
  report: (message: string) => void;
  loading: ProgressLoadingControl;
  /** Read nothing: the store carries progress newer than anything stored, or on its way there (a re-fetch). */
  skipRead: boolean;
  timers: Timers;
}

type Stored = StoredRecord | null;

/** A storage's answer to `getItem` already asked for (persistProgress.ts asks before this code loads). */
export interface Peeked {
  answer: unknown;
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Reads and saves one learner's record; never throws. */
export interface ProgressJsonStorage {
  /** The record, at once from a synchronous storage or later from an async one (the store loading meanwhile). */
  getItem(name: string, peeked?: Peeked): Stored | Promise<Stored>;
  setItem(name: string, value: StoredRecord): void;
  /** The record was found but could not be read: nothing is saved over it (it may hold progress this player never saw). */
  leaveUnread(why: string): void;
}

/**
 * The player's storage over the host's key-value `ProgressStorage`: JSON with a size limit
 * on both sides (storedText.ts), failures reported, never thrown. A synchronous storage is read at
 * once, so a reload resumes in the first render; an async one marks the store loading until it
 * answers, and nothing is saved meanwhile: zustand saves on every change, and a save before the read
 * answered would put a fresh start over the learner's progress.
 */
export function progressJsonStorage(storage: ProgressStorage, { report, loading, skipRead, timers }: ProgressJsonOptions): ProgressJsonStorage {
  // An async read that failed or hung leaves the record alone: it may hold progress this player never saw.
  let unreadable = false;
  const leaveUnread = (why: string) => {
    unreadable = true;
    report(`stored progress ${why}; starting fresh without saving over it`);
  };

  const readLater = (answer: PromiseLike<unknown>) =>
    new Promise<Stored>((resolve) => {
      let settled = false;
      const settle = (read: () => Stored) => {
        if (settled) return;
        settled = true;
        timers.clearTimeout(handle);
        try {
          resolve(read());
        } catch {
          resolve(null); // a report that threw: the player must still start
        }
      };
      const giveUp = (why: string) => () => {
        leaveUnread(why);
        return null;
      };
      const handle = timers.setTimeout(() => settle(giveUp(`was not read within ${PROGRESS_READ_TIMEOUT_MS / 1000} s`)), PROGRESS_READ_TIMEOUT_MS);
      Promise.resolve(answer).then(
        (text) => settle(() => parseStoredText(text, report)),
        (error: unknown) => settle(giveUp(`could not be read (${reasonOf(error)})`)),
      );
    });

  return {
    getItem(name, peeked) {
      if (skipRead) return null;
      // Saves this page still has on their way come first, or the read would resume from before them.
      const settled = peeked ? null : writesSettled(storage, name);
      if (settled) {
        loading.start();
        return readLater(settled.then(() => storage.getItem(name)));
      }
      let answer: unknown;
      try {
        answer = peeked ? peeked.answer : storage.getItem(name);
      } catch {
        // A synchronous read that throws (privacy modes, sandboxed iframes), worded as it always was.
        report('stored progress is not valid JSON; starting fresh');
        return null;
      }
      if (!isPromiseLike(answer)) return parseStoredText(answer, report);
      loading.start();
      return readLater(answer);
    },
    setItem(name, value) {
      if (loading.isLoadingProgress() || unreadable) return;
      let text: string | null;
      try {
        text = storedText(value, report);
      } catch {
        report(SAVE_FAILED);
        return;
      }
      if (text !== null) writeProgress(storage, name, text, () => report(SAVE_FAILED));
    },
    leaveUnread,
  };
}
