import { useCallback, useRef, useSyncExternalStore } from 'react';
import { keyedSubscriptionsOf } from '../store/keyedSubscriptions';
import type { PlayerState } from '../store/types';
import { usePlayerContext } from './PlayerContext';

interface Cached<T> {
  state: PlayerState;
  selector: (state: PlayerState) => T;
  value: T;
}

/**
 * usePlayer for one block's worth of state: `selector` runs only when one of `keys` (from
 * `stateKey`) changed, so a screen of thousands of blocks does not run thousands of selectors per
 * click (issue 10). `keys` must name every entry the selector reads. `isEqual` keeps the previous
 * value (and skips the render) when a new one is equal to it.
 */
export function useKeyedPlayer<T>(keys: readonly string[], selector: (state: PlayerState) => T, isEqual: (a: T, b: T) => boolean = Object.is): T {
  const { store } = usePlayerContext();
  const keyed = keyedSubscriptionsOf(store);
  const keyList = keys.join('\u0001');
  // Keyed on the keys' text: a new array naming the same entries is the same subscription.
  const subscribe = useCallback((listener: () => void) => keyed.subscribe(keys, listener), [keyed, keyList]);
  const cached = useRef<Cached<T> | null>(null);
  const read = (state: PlayerState): T => {
    const last = cached.current;
    if (last && last.state === state && last.selector === selector) return last.value;
    const next = selector(state);
    const value = last && isEqual(last.value, next) ? last.value : next;
    cached.current = { state, selector, value };
    return value;
  };
  // As zustand's useStore: the server rendered the initial state, so hydration reads it too.
  return useSyncExternalStore(subscribe, () => read(store.getState()), () => read(store.getInitialState()));
}
