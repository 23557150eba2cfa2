/** A module loaded on first need: `loaded()` once it is here (synchronously), `load()` to fetch it. */
export interface LazyModule<M> {
  loaded(): M | null;
  /** One fetch for every caller; a fetch that failed (offline) is tried again by the next call. */
  load(): Promise<M>;
}

export function lazyModule<M>(importer: () => Promise<M>): LazyModule<M> {
  let loaded: M | null = null;
  let pending: Promise<M> | null = null;
  return {
    loaded: () => loaded,
    load() {
      pending ??= importer().then(
        (module) => (loaded = module),
        (error: unknown) => {
          pending = null;
          throw error;
        },
      );
      return pending;
    },
  };
}
