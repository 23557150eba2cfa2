import type { StoreApi } from 'zustand/vanilla';
import type { Course } from '../model/types';
import type { PlayerStoreOptions } from './options';
import type { PlayerActions, PlayerState } from './types';

/** An event the player reports to the host (options.onEvent). */
export type PlayerEvent = Parameters<NonNullable<PlayerStoreOptions['onEvent']>>[0];

/** What each group of the store's actions reads and writes through (createPlayerStore.ts). */
export interface StoreContext {
  course: Course;
  options: PlayerStoreOptions;
  get: () => PlayerState;
  set: StoreApi<PlayerState>['setState'];
  now: () => number;
  emit: (event: PlayerEvent) => void;
}

/** A group of the store's actions: each group is made apart and the store joins them. */
export type ActionGroup<K extends keyof PlayerActions> = Pick<PlayerActions, K>;
