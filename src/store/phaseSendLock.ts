import { isPromiseLike } from './isPromiseLike';
import type { ProgressStorage } from './options';
import { writesSettled } from './progressWriter';
import { COMPLETED_ELSEWHERE } from './completedElsewhere';

export { COMPLETED_ELSEWHERE } from './completedElsewhere';

/** A send started under the phase's lock: the service's answer, and the call that lets the lock go. */
export interface LockedSend {
  response: Promise<unknown>;
  /** The answer is applied (and its save queued): the lock goes once the save is made. */
  release(): void;
}

export interface PhaseSendLockOptions {
  /** The stored-progress key: one lock per learner, course and phase. */
  key: string;
  storage: ProgressStorage;
  /**
   * Takes the phases another tab completed from the stored text. `complete`: `phaseId` is now
   * complete here; `tried`: a page sent it before (it is in the stored outbox), so the service may
   * have recorded it even if that page heard a failure.
   */
  readStored(text: string, phaseId: string): StoredPhase | Promise<StoredPhase>;
}

export interface StoredPhase {
  complete: boolean;
  tried: boolean;
}

type Locks = Pick<LockManager, 'request'>;

/** Resolves in a later task (a message to itself: timers may be faked or throttled). */
const nextTask = (): Promise<void> =>
  new Promise((resolve) => {
    if (typeof MessageChannel !== 'function') return void setTimeout(resolve, 0);
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });

const locksOfThisOrigin = (): Locks | null => {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  return typeof locks?.request === 'function' ? locks : null;
};

/**
 * One page at a time sends a learner's phase, across the tabs of this origin (the Web Locks API).
 * The spec has no idempotency key, so two tabs that both keep a phase (answered twice, or kept
 * offline in both) would otherwise both send it when the connection comes back. Under the lock a
 * page first reads the stored progress: a phase another tab has recorded is adopted from it, not
 * sent. The lock is held until the service's answer is applied and saved, so the next page to
 * take it reads the outcome. Without the API (Safari before 15.4, a server) sends go unlocked, as
 * before. docs/player.md "Two tabs".
 */
export function createPhaseSendLock(options: PhaseSendLockOptions, locks: Locks | null = locksOfThisOrigin()) {
  const readText = async (): Promise<string | null> => {
    try {
      const text = options.storage.getItem(options.key);
      return isPromiseLike(text) ? await text : text;
    } catch {
      return null; // unreadable storage: send as without a lock
    }
  };

  return {
    /** Runs `send` under the phase's lock, or answers COMPLETED_ELSEWHERE when the stored progress has the phase. */
    run(phaseId: string, send: (triedElsewhere: boolean) => Promise<unknown>): LockedSend {
      if (!locks) return { response: send(false), release: () => undefined };
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      const response = new Promise<unknown>((resolve, reject) => {
        const held = async () => {
          const text = await readText();
          const stored = text === null ? { complete: false, tried: false } : await options.readStored(text, phaseId);
          if (stored.complete) return resolve(COMPLETED_ELSEWHERE);
          let answered = false;
          await send(stored.tried).then(
            (value) => void ((answered = true), resolve(value)),
            (error: unknown) => reject(error),
          );
          // A failed send recorded nothing worth waiting for; an answer is waited for until saved.
          if (!answered) return;
          await released;
          await writesSettled(options.storage, options.key);
          // The lock goes a task later: Firefox commits a task's localStorage writes to the other
          // processes as the task ends, so a tab granted the lock in the same task read the old text.
          await nextTask();
        };
        // A lock the page may not take (a sandboxed frame): send without it rather than not at all.
        locks.request(`ce-course-player|${options.key}|${phaseId}`, held).catch(() => send(false).then(resolve, reject));
      });
      return { response, release };
    },
  };
}
