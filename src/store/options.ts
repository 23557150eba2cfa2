import type { Course } from '../model/types';
import type { PlayerEvent } from './types';

/** A synchronous key-value store such as localStorage or sessionStorage. */
export interface ProgressStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface PersistenceOptions {
  /** Prefix of the storage key; the activity id and user id are appended. */
  key: string;
  /** @default window.localStorage when available */
  storage?: ProgressStorage;
}

/** Progress from GET /api-progress. */
export interface InitialProgress {
  completedPhaseIds?: readonly string[];
  currentPhaseId?: string;
}

export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface PlayerStoreOptions {
  course: Course;
  userId: string;
  /** Receives the exact POST /api-submit-progress body; resolves with the service's answer. */
  onSubmit: (body: import('../contract').SubmitProgressBody) => Promise<unknown>;
  onEvent?: (event: PlayerEvent) => void;
  initialProgress?: InitialProgress;
  persistence?: PersistenceOptions;
  /** Progress carried over from a previous store of the same course (after a re-fetch). */
  carriedProgress?: import('./types').PersistedProgress;
  /** @default Date.now */
  now?: () => number;
  /** @default the global timers */
  timers?: Timers;
}
