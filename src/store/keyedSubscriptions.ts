import type { PlayerStore } from './createPlayerStore';
import type { PlayerState } from './types';

/** The keyed maps of the state a block (or one status line) reads one entry of. */
export type KeyedSlice = 'answers' | 'revealed' | 'completed' | 'submissions' | 'rationales' | 'results';
const SLICES: readonly KeyedSlice[] = ['answers', 'revealed', 'completed', 'submissions', 'rationales', 'results'];

/** Whole values of the state some blocks read (a timed quiz's question clocks): one key each. */
export type WholeSlice = 'questionClocks';
const WHOLE: readonly WholeSlice[] = ['questionClocks'];

/** The key of a whole value: `wholeKey('questionClocks')`. */
export function wholeKey(slice: WholeSlice): string {
  return `${slice}\u0000`;
}

/** One entry of a keyed map: `stateKey('answers', blockId)`. */
export function stateKey(slice: KeyedSlice, key: string): string {
  return `${slice}\u0000${key}`;
}

/** Calls `visit` with every key whose value differs between two versions of one map. */
export function forChangedKeys(next: Readonly<Record<string, unknown>>, previous: Readonly<Record<string, unknown>>, visit: (key: string) => void): void {
  for (const key in next) if (next[key] !== previous[key]) visit(key);
  for (const key in previous) if (!(key in next)) visit(key);
}

type Listener = () => void;

export interface KeyedSubscriptions {
  /** Calls `listener` after any change to one of `keys`; returns the unsubscribe. */
  subscribe(keys: readonly string[], listener: () => void): () => void;
}

/**
 * Store subscriptions by state entry. A store's own listeners all run on every change: with a
 * selector per block, answering one question ran thousands of selectors on a large screen (issue
 * 10). Here one store listener finds the entries that changed (the store copies each map it
 * changes, so unchanged maps cost one comparison) and wakes only the listeners of those entries.
 */
export function createKeyedSubscriptions(store: PlayerStore): KeyedSubscriptions {
  // A key most blocks have alone (their answer) holds its one listener as is: a Set per key was
  // about 2 MB on a screen of 4,000 blocks (issue 10). An entry several blocks read holds an array.
  const listeners = new Map<string, Listener | Listener[]>();
  const wake = (key: string) => {
    const found = listeners.get(key);
    if (typeof found === 'function') found();
    else if (found) [...found].forEach((listener) => listener());
  };
  // One listener for the store's life: the store belongs to one player and goes with it.
  store.subscribe((state, previous) => {
    for (const slice of SLICES) {
      if (state[slice] === previous[slice]) continue;
      forChangedKeys(state[slice], previous[slice], (key) => wake(stateKey(slice, key)));
    }
    for (const slice of WHOLE) if (state[slice] !== previous[slice]) wake(wholeKey(slice));
  });
  const add = (key: string, listener: Listener) => {
    const found = listeners.get(key);
    if (!found) listeners.set(key, listener);
    else if (typeof found === 'function') listeners.set(key, found === listener ? found : [found, listener]);
    else if (!found.includes(listener)) found.push(listener);
  };
  const remove = (key: string, listener: Listener) => {
    const found = listeners.get(key);
    if (found === listener) listeners.delete(key);
    else if (Array.isArray(found)) {
      const rest = found.filter((other) => other !== listener);
      if (rest.length === 0) listeners.delete(key);
      else listeners.set(key, rest.length === 1 ? rest[0]! : rest);
    }
  };
  return {
    subscribe(keys, listener) {
      for (const key of keys) add(key, listener);
      return () => keys.forEach((key) => remove(key, listener));
    },
  };
}

const byStore = new WeakMap<PlayerStore, KeyedSubscriptions>();

/** The keyed subscriptions of one player's store, created on first use. */
export function keyedSubscriptionsOf(store: PlayerStore): KeyedSubscriptions {
  let keyed = byStore.get(store);
  if (!keyed) byStore.set(store, (keyed = createKeyedSubscriptions(store)));
  return keyed;
}
