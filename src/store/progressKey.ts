import { localStorageProgress } from './localStorageProgress';
import type { PlayerStoreOptions, ProgressStorage } from './options';

/** The storage key of one learner's progress in one course, or null without persistence. */
export function progressKey(options: PlayerStoreOptions): string | null {
  return options.persistence ? `${options.persistence.key}:${options.course.id}:${options.userId}` : null;
}

/** Where the host keeps progress: its adapter, localStorage by default, or null without persistence. */
export function progressStorage(options: PlayerStoreOptions): ProgressStorage | null {
  return options.persistence ? options.persistence.storage ?? localStorageProgress() : null;
}
