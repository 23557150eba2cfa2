import type { ProgressStorage } from '../../src/store/options';

/**
 * A promise-returning stand-in for IndexedDB or a host server: every call answers after `delayMs`
 * (on the timers the test controls, like memoryStorage.ts but async). `data` lets a test read or plant what is stored, `calls` what
 * the player asked for, in order, at the moment it asked.
 */
export function asyncStorage(initial: Record<string, string> = {}, delayMs = 0) {
  const data = new Map(Object.entries(initial));
  const calls: Array<{ method: 'getItem' | 'setItem' | 'removeItem'; key: string; value?: string }> = [];
  const later = <T>(run: () => T) =>
    new Promise<T>((resolve) => {
      setTimeout(() => resolve(run()), delayMs);
    });
  const storage = {
    data,
    calls,
    getItem: (key: string) => (calls.push({ method: 'getItem', key }), later(() => data.get(key) ?? null)),
    setItem: (key: string, value: string) => (calls.push({ method: 'setItem', key, value }), later(() => void data.set(key, value))),
    removeItem: (key: string) => (calls.push({ method: 'removeItem', key }), later(() => void data.delete(key))),
  } satisfies ProgressStorage & Record<string, unknown>;
  return storage;
}

/** A promise the test settles when it chooses: a read that is still on its way. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
