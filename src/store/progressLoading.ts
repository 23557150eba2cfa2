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
  /**
   * What a server render of this player showed: loading only while an async storage reads. A
   * server has no localStorage, so a record there, waiting for the persistence code in the
   * browser, was a fresh start on the server: hydration shows that, then the loading status.
   */
  isLoadingProgressOnServer(): boolean;
}

/** The store's side of ProgressLoading: the persistence layer starts and finishes the read. */
export interface ProgressLoadingControl extends ProgressLoading {
  /** `'code'`: waiting for the persistence code or the stored-progress rules, not for the storage. */
  start(cause?: 'read' | 'code'): void;
  finish(): void;
}

export function createProgressLoading(): ProgressLoadingControl {
  let loading = false;
  let readLater = false;
  const listeners = new Set<() => void>();
  return {
    isLoadingProgress: () => loading,
    subscribeProgressLoaded(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    isLoadingProgressOnServer: () => readLater,
    start(cause = 'read') {
      loading = true;
      if (cause === 'read') readLater = true;
    },
    finish() {
      if (!loading) return;
      loading = false;
      [...listeners].forEach((listener) => listener());
    },
  };
}
