import { useState, useSyncExternalStore, type ComponentType } from 'react';
import { loadWhenOnline } from './loadWhenOnline';

/** A component whose code is fetched the first time it mounts (or when `preload` is called). */
export type LazyComponent<P extends object> = ComponentType<P> & {
  /** Starts fetching the code now; resolves when it is there. Safe to call any number of times. */
  preload: () => Promise<unknown>;
};

type Loaded<P> = { Component: ComponentType<P> } | { error: unknown } | null;

export interface LazyComponentOptions<P> {
  /**
   * The component itself when this build has it already: a server's build (package.json
   * `imports`, `#view-code` and `#kind-code`) passes it, so server HTML holds the content.
   */
  ready?: ComponentType<P> | undefined;
}

/** The server snapshot of code this side has not loaded (a browser hydrating before its chunk came). */
const NOT_HERE = { notHere: true } as const;
/** Hydrating with this, React leaves the element's children as the server sent them. */
const KEEP_SERVER_HTML = { __html: '' };
const onServer = typeof document === 'undefined';

/**
 * Wraps a dynamic import as a component that shows `Loading` (given the same props) until its code
 * is there, then the component, at once when it already is. A server's build passes the code as
 * `ready`, so server HTML holds the component. A browser hydrating before the chunk has come keeps
 * the server's HTML (its box is hydrated with `dangerouslySetInnerHTML`, which React leaves alone)
 * and swaps in the component when the code arrives: no "Loading" flash, no mismatch, whatever
 * updates reach it meanwhile (a Suspense boundary would drop to its fallback on one). Not
 * React.lazy: under `renderToString` that switches to client rendering with a recoverable error;
 * a server without the code sends `Loading`, which the browser keeps the same way. Each is in a box
 * of its own (`method-lazy`, `display: contents`). A fetch that fails while the browser is offline
 * keeps `Loading` (or the server's HTML) and is tried again when it is back online; one that fails
 * online throws to the nearest error boundary.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  Loading: ComponentType<P>,
  { ready }: LazyComponentOptions<P> = {},
): LazyComponent<P> {
  let loaded: Loaded<P> = ready ? { Component: ready } : null;
  let pending: Promise<unknown> | undefined;
  const listeners = new Set<() => void>();
  const settle = (next: Loaded<P>) => {
    loaded = next;
    listeners.forEach((listener) => listener());
  };
  const preload = (): Promise<unknown> =>
    (pending ??= loadWhenOnline(load).then(
      (Component) => settle({ Component }),
      (error: unknown) => {
        pending = undefined; // a later mount or preload fetches again
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
  const serverSnapshot = () => loaded ?? NOT_HERE;

  function Lazy(props: P) {
    const current = useSyncExternalStore(subscribe, snapshot, serverSnapshot);
    const [keepServerHtml] = useState(current === NOT_HERE && !onServer);
    if (current && 'error' in current) throw current.error;
    const Shown = current && 'Component' in current ? current.Component : keepServerHtml ? null : Loading;
    return Shown ? (
      <div className="method-lazy">
        <Shown {...props} />
      </div>
    ) : (
      <div className="method-lazy" key="server-html" suppressHydrationWarning dangerouslySetInnerHTML={KEEP_SERVER_HTML} />
    );
  }
  return Object.assign(Lazy, { preload });
}
