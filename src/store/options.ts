import type { Course } from '../model/types';
import type { PlayerEvent } from './types';

/**
 * Where a learner's progress is kept, as text under a key: synchronous like localStorage, or with
 * methods returning promises (IndexedDB, the host's server). With an async one the player shows a
 * loading status until `getItem` answers (docs/player.md#persistence).
 */
export interface ProgressStorage {
  /** The stored text, or null when nothing is stored (a first visit is not an error). */
  getItem(key: string): string | null | Promise<string | null>;
  setItem(key: string, value: string): void | Promise<void>;
  removeItem(key: string): void | Promise<void>;
}

/** The `persistence` prop: the key progress is saved under, and where (`storage`; localStorage by default). */
export interface PersistenceOptions {
  /** Prefix of the storage key; the activity id and user id are appended. */
  key: string;
  /** `localStorageProgress()`, `indexedDbProgress()` or the host's own adapter. @default localStorageProgress() */
  storage?: ProgressStorage;
}

/** Progress from GET /api-progress. */
export interface InitialProgress {
  completedPhaseIds?: readonly string[];
  currentPhaseId?: string;
  /** The service says this learner finished the course: the player opens on its completion view. */
  courseComplete?: boolean;
}

/** What onSubmit gets besides the body: a signal that aborts when the service took too long. */
export interface SubmitInit {
  signal: AbortSignal;
}

/** The clock functions the store schedules retries and deadlines with: the page's own, or a test's fake ones. */
export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** What createPlayerStore needs: the course, the learner, the host's callbacks and the player's options. */
export interface PlayerStoreOptions {
  course: Course;
  userId: string;
  /**
   * Receives the exact POST /api-submit-progress body; resolves with the service's answer. The
   * signal aborts when the service has not answered within `submitTimeoutMs`.
   */
  onSubmit: (body: import('../contract').SubmitProgressBody, init: SubmitInit) => Promise<unknown>;
  /** How long a submission may wait for the service before it is aborted and retried; `Infinity` waits for ever. @default 30000 */
  submitTimeoutMs?: number;
  onEvent?: (event: PlayerEvent) => void;
  initialProgress?: InitialProgress;
  /**
   * GET /api-progress, asked before a phase is sent again that an earlier send may have recorded
   * (it failed after the body left, or the page sending it was reloaded): a phase it names complete
   * is not sent again. The spec has no idempotency key; without this, such a phase is sent again.
   */
  fetchProgress?: (init: SubmitInit) => Promise<InitialProgress>;
  persistence?: PersistenceOptions;
  /**
   * When a video or talking-avatar block holds Continue until watched (logic/mediaWatch.ts): a
   * rule for blocks whose payload names none, or 'off' for every block. Absent: only a block's own
   * rule applies. The transcript always completes a block. @default undefined
   */
  mediaCompletion?: import('../logic/mediaWatch').HostMediaCompletion;
  /** Progress carried over from a previous store of the same course (after a re-fetch). */
  carriedProgress?: import('./types').PersistedProgress;
  /**
   * Whether the browser has a connection: a phase sent while it has none is kept on the device
   * (the outbox) and a graded check says it needs one. @default () => navigator.onLine !== false
   */
  isOnline?: () => boolean;
  /** @default Date.now */
  now?: () => number;
  /** @default the global timers */
  timers?: Timers;
}
