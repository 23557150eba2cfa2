import { useMemo, useSyncExternalStore } from 'react';
import type { PlayerStore } from '../store/createPlayerStore';
import type { PlayerState } from '../store/types';
import { usePlayerContext } from './PlayerContext';

/** What useSyncExternalStore needs to read one block's worth of state, made once per block. */
export interface KeyedReader<T> {
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => T;
  getServerSnapshot: () => T;
}

/**
 * A reader of `selector` over `store` woken only by changes to `keys` (from `stateKey`, `wholeKey`;
 * the store's `subscribeKeys`), which must name every entry the selector reads. The last value is kept by state, and an `isEqual` new value
 * is the previous one (no render).
 */
export function createKeyedReader<T>(store: PlayerStore, keys: readonly string[], selector: (state: PlayerState) => T, isEqual: (a: T, b: T) => boolean = Object.is): KeyedReader<T> {
  let last: { state: PlayerState; value: T } | undefined;
  const read = (state: PlayerState): T => {
    if (last && last.state === state) return last.value;
    const next = selector(state);
    const value = last && isEqual(last.value, next) ? last.value : next;
    last = { state, value };
    return value;
  };
  return {
    subscribe: (listener) => store.subscribeKeys(keys, listener),
    getSnapshot: () => read(store.getState()),
    // As zustand's useStore: the server rendered the initial state, so hydration reads it too.
    getServerSnapshot: () => read(store.getInitialState()),
  };
}

/** Reads through a KeyedReader (keep the reader for the component's life: a new one resubscribes). */
export function useKeyedReader<T>(reader: KeyedReader<T>): T {
  return useSyncExternalStore(reader.subscribe, reader.getSnapshot, reader.getServerSnapshot);
}

/**
 * usePlayer for one block's worth of state: `selector` runs only when one of `keys` (from
 * `stateKey`) changed, so a screen of thousands of blocks does not run thousands of selectors per
 * click (docs/performance.md#keyed-subscriptions). `keys` must name every entry the selector reads, and `selector` may change only
 * with them. `isEqual` keeps the previous value (and skips the render) when a new one is equal to it.
 */
export function useKeyedPlayer<T>(keys: readonly string[], selector: (state: PlayerState) => T, isEqual: (a: T, b: T) => boolean = Object.is): T {
  const { store } = usePlayerContext();
  // Keyed on the keys' text: a new array naming the same entries is the same subscription.
  const reader = useMemo(() => createKeyedReader(store, keys, selector, isEqual), [store, keys.join('\u0001')]);
  return useKeyedReader(reader);
}
