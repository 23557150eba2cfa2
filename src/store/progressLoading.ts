/** What a player's store says about reading stored progress from an async `persistence.storage`. */
export interface ProgressLoading {
  /**
   * True while stored progress is read from an async storage: until then the state is a fresh
   * start, not the learner's, and the player shows a loading status. Never true with a
   * synchronous storage (localStorage), which is read before the store is returned.
   */
  isLoadingProgress(): boolean;
  /** Calls `listener` when the read is done (read, refused or given up); returns the unsubscribe. */
  subscribeProgressLoaded(listener: () => void): () => void;
}

/** The store's side of ProgressLoading: the persistence layer starts and finishes the read. */
export interface ProgressLoadingControl extends ProgressLoading {
  start(): void;
  finish(): void;
}

export function createProgressLoading(): ProgressLoadingControl {
  let loading = false;
  const listeners = new Set<() => void>();
  return {
    isLoadingProgress: () => loading,
    subscribeProgressLoaded(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    start() {
      loading = true;
    },
    finish() {
      if (!loading) return;
      loading = false;
      [...listeners].forEach((listener) => listener());
    },
  };
}
