import type { StateCreator, StoreApi, StoreMutatorIdentifier } from 'zustand/vanilla';
import type { PlayerState } from './types';

/** The keyed maps of the state a block (or one status line) reads one entry of. */
export type KeyedSlice = 'answers' | 'revealed' | 'completed' | 'submissions' | 'rationales' | 'results' | 'outbox';
const SLICES: readonly KeyedSlice[] = ['answers', 'revealed', 'completed', 'submissions', 'rationales', 'results', 'outbox'];
/** The outbox is absent until a phase is first submitted: read as an empty map. */
const NONE: Readonly<Record<string, unknown>> = {};

/** Whole values of the state some blocks read (a timed quiz's question clocks): one key each. */
export type WholeSlice = 'questionClocks';
const WHOLE: readonly WholeSlice[] = ['questionClocks'];

/**
 * The key of a whole value, or of a whole keyed map (woken when any of its entries changes):
 * `wholeKey('questionClocks')`, `wholeKey('rationales')`.
 */
export function wholeKey(slice: WholeSlice | KeyedSlice): string {
  // Not `stateKey(slice, '')`: an entry keyed by the empty string is not the whole map.
  return `${slice}\u0001`;
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

/** What the keyed-subscriptions middleware adds to the store. */
export interface KeyedSubscriptions {
  /** Calls `listener` after any change to one of `keys` (from `stateKey`, `wholeKey`); returns the unsubscribe. */
  subscribeKeys(keys: readonly string[], listener: () => void): () => void;
}

declare module 'zustand/vanilla' {
  interface StoreMutators<S, A> {
    'ce-course-player/keyedSubscriptions': S & KeyedSubscriptions;
  }
}

/**
 * Store subscriptions by state entry. A store's own listeners all run on every change: with a
 * selector per block, answering one question ran thousands of selectors on a large screen
 * (docs/performance.md#keyed-subscriptions). Here one store listener finds the entries that changed (the store copies each map it
 * changes, so unchanged maps cost one comparison) and wakes only the listeners of those entries.
 */
function keyedSubscriptionsOn(store: StoreApi<PlayerState>): KeyedSubscriptions['subscribeKeys'] {
  // A key most blocks have alone (their answer) holds its one listener as is: a Set per key was
  // about 2 MB on a screen of 4,000 blocks. An entry several blocks read holds an array.
  const listeners = new Map<string, Listener | Listener[]>();
  const wake = (key: string) => {
    const found = listeners.get(key);
    if (typeof found === 'function') found();
    else if (found) [...found].forEach((listener) => listener());
  };
  const onChange = (state: PlayerState, previous: PlayerState) => {
    for (const slice of SLICES) {
      if (state[slice] === previous[slice]) continue;
      let changed = false;
      forChangedKeys(state[slice] ?? NONE, previous[slice] ?? NONE, (key) => {
        changed = true;
        wake(stateKey(slice, key));
      });
      if (changed) wake(wholeKey(slice));
    }
    for (const slice of WHOLE) if (state[slice] !== previous[slice]) wake(wholeKey(slice));
  };
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
  let listening = false;
  return (keys, listener) => {
    // One store listener for the store's life (it belongs to one player and goes with it), added
    // with the first keyed subscription: persist's hydration sets state before there is a previous one.
    if (!listening) {
      listening = true;
      store.subscribe(onChange);
    }
    for (const key of keys) add(key, listener);
    return () => keys.forEach((key) => remove(key, listener));
  };
}

type Mutators = [StoreMutatorIdentifier, unknown][];

/**
 * zustand middleware: the store carries `subscribeKeys(keys, listener)`, subscriptions by state
 * entry (`stateKey`, `wholeKey`), written as zustand's own `subscribeWithSelector` is.
 */
export const withKeyedSubscriptions = ((creator: StateCreator<PlayerState>): StateCreator<PlayerState> => (set, get, api) => {
  (api as StoreApi<PlayerState> & KeyedSubscriptions).subscribeKeys = keyedSubscriptionsOn(api);
  return creator(set, get, api);
}) as unknown as <Mps extends Mutators = [], Mcs extends Mutators = []>(
  creator: StateCreator<PlayerState, [...Mps, ['ce-course-player/keyedSubscriptions', never]], Mcs>,
) => StateCreator<PlayerState, Mps, [['ce-course-player/keyedSubscriptions', never], ...Mcs]>;
