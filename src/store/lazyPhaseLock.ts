import { isPromiseLike } from './isPromiseLike';
import type { createPhaseSendLock, LockedSend } from './phaseSendLock';

type PhaseSendLock = ReturnType<typeof createPhaseSendLock>;

/**
 * The cross-tab send lock of a player with `persistence`, whose code (persistence.ts) may still be
 * on its way: a send waits for it, and goes unlocked if it cannot load, as without Web Locks.
 * Without `persistence` there is no lock: no stored progress, so no other tab to take turns with.
 */
export function lazyPhaseLock(load: () => PhaseSendLock | Promise<PhaseSendLock>): PhaseSendLock {
  return {
    run(phaseId, send): LockedSend {
      const lock = load();
      if (!isPromiseLike(lock)) return lock.run(phaseId, send);
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      const response = lock.then(
        (loaded) => {
          const locked = loaded.run(phaseId, send);
          void released.then(locked.release);
          return locked.response;
        },
        () => send(false),
      );
      return { response, release };
    },
  };
}
