export { createPlayerStore, type PlayerStore } from './createPlayerStore';
export * from './selectors';
export type * from './types';
export type * from './options';
