/**
 * The Web Locks API's exclusive mode (`navigator.locks.request(name, callback)`) for jsdom, which
 * has none: one holder per name, the rest wait in the order they asked, a lock goes when its
 * callback's promise settles. Enough for the player's cross-tab phase lock (src/store/phaseSendLock.ts);
 * Chromium tests use the browser's own.
 */
export function memoryLocks() {
  const queues = new Map<string, Array<() => void>>();
  const requested: string[] = [];
  let waited = 0;

  const request = <T>(name: string, callback: (lock: Lock | null) => T | Promise<T>): Promise<Awaited<T>> => {
    requested.push(name);
    const queue = queues.get(name) ?? [];
    queues.set(name, queue);
    return new Promise<Awaited<T>>((resolve, reject) => {
      const run = () => {
        Promise.resolve()
          .then(() => callback({ name, mode: 'exclusive' } as Lock))
          .then(resolve as (value: unknown) => void, reject)
          .finally(() => {
            queue.shift();
            queue[0]?.();
          });
      };
      queue.push(run);
      if (queue.length === 1) run();
      else waited += 1;
    });
  };

  return {
    request: request as unknown as LockManager['request'],
    /** Names asked for, in order. */
    requested,
    /** How many requests had to wait for another holder. */
    get waited() {
      return waited;
    },
  };
}

/** Puts `locks` on jsdom's navigator (shared by every "tab" of a test, as one origin's are); returns the undo. */
export function installLocks(locks: Pick<LockManager, 'request'>): () => void {
  const before = Object.getOwnPropertyDescriptor(navigator, 'locks');
  Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
  return () => {
    if (before) Object.defineProperty(navigator, 'locks', before);
    else delete (navigator as { locks?: unknown }).locks;
  };
}
