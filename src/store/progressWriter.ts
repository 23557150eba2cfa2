import { isPromiseLike } from './isPromiseLike';
import type { ProgressStorage } from './options';

interface Waiting {
  text: string;
  onFailure: () => void;
}

/** One key's saves: whether one is on its way, and the latest that waits behind it. */
interface Queue {
  writing: boolean;
  waiting: Waiting | null;
  /** Reads waiting for this key's saves to be made (writesSettled). */
  idle: Array<() => void>;
}

/**
 * By storage, then key, across the players of this page: a player that replaces another (a
 * re-fetch, a remount) saves behind what its predecessor left on its way, never before it.
 */
const queues = new WeakMap<ProgressStorage, Map<string, Queue>>();

/**
 * Saves `text` under `key`. A synchronous storage saves at once, as localStorage always has. An
 * async one has one save on its way per key, and of the saves that wait behind it only the latest
 * is made: a slow adapter is not flooded with a save per keystroke, and a host server answering
 * out of order never ends on an older record. `onFailure` hears of a save that threw or rejected.
 */
export function writeProgress(storage: ProgressStorage, key: string, text: string, onFailure: () => void): void {
  const queue = queues.get(storage)?.get(key);
  if (queue?.writing) {
    queue.waiting = { text, onFailure };
    return;
  }
  let result: unknown;
  try {
    result = storage.setItem(key, text);
  } catch {
    onFailure();
    return;
  }
  if (!isPromiseLike(result)) return;
  const mine = queue ?? queueFor(storage, key);
  mine.writing = true;
  const next = () => {
    mine.writing = false;
    const waiting = mine.waiting;
    mine.waiting = null;
    if (waiting) writeProgress(storage, key, waiting.text, waiting.onFailure);
    if (!mine.writing) mine.idle.splice(0).forEach((resolve) => resolve());
  };
  // Released whatever the failure report does: a host's onEvent that throws must not stop saving.
  Promise.resolve(result).then(undefined, onFailure).then(next, next);
}

/**
 * Settles once every save this page made or queued for `key` has been made, or null when none is on
 * its way: a player that replaces another (a remount) reads what its predecessor saved last, not a
 * record two saves old that it would then write back over the newer one.
 */
export function writesSettled(storage: ProgressStorage, key: string): Promise<void> | null {
  const queue = queues.get(storage)?.get(key);
  if (!queue?.writing) return null;
  return new Promise((resolve) => queue.idle.push(resolve));
}

function queueFor(storage: ProgressStorage, key: string): Queue {
  const byKey = queues.get(storage) ?? new Map<string, Queue>();
  queues.set(storage, byKey);
  const queue: Queue = byKey.get(key) ?? { writing: false, waiting: null, idle: [] };
  byKey.set(key, queue);
  return queue;
}
