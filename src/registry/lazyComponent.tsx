import { useSyncExternalStore, type ComponentType } from 'react';

/** A component whose code is fetched the first time it mounts (or when `preload` is called). */
export type LazyComponent<P extends object> = ComponentType<P> & {
  /** Starts fetching the code now; resolves when it is there. Safe to call any number of times. */
  preload: () => Promise<unknown>;
};

type Loaded<P> = { Component: ComponentType<P> } | { error: unknown } | null;

export interface LazyComponentOptions {
  /**
   * Whether server rendering and hydration show the component when its code is already loaded
   * (the host preloads it on both sides), or always the loading state. @default false
   */
  serverShowsLoaded?: boolean;
}

/**
 * Wraps a dynamic import as a component that shows `Loading` (given the same props) until its code
 * is there, then the component, at once when it already is. Not React.lazy: under `renderToString`
 * a Suspense boundary would switch to client rendering with a recoverable error; a store snapshot
 * gives the server and hydration the same markup. A failed fetch throws to the nearest error
 * boundary.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  Loading: ComponentType<P>,
  { serverShowsLoaded = false }: LazyComponentOptions = {},
): LazyComponent<P> {
  let loaded: Loaded<P> = null;
  let pending: Promise<unknown> | undefined;
  const listeners = new Set<() => void>();
  const settle = (next: Loaded<P>) => {
    loaded = next;
    listeners.forEach((listener) => listener());
  };
  const preload = () =>
    (pending ??= load().then(
      (Component) => settle({ Component }),
      (error: unknown) => {
        settle({ error });
        throw error;
      },
    ));
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    preload().catch(() => undefined); // the failure reaches the component through its snapshot
    return () => listeners.delete(listener);
  };
  const snapshot = () => loaded;
  const serverSnapshot = serverShowsLoaded ? () => (loaded && 'Component' in loaded ? loaded : null) : () => null;

  function Lazy(props: P) {
    const current = useSyncExternalStore(subscribe, snapshot, serverSnapshot);
    if (current === null) return <Loading {...props} />;
    if ('error' in current) throw current.error;
    const { Component } = current;
    return <Component {...props} />;
  }
  return Object.assign(Lazy, { preload });
}
