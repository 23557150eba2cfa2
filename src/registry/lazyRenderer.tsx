import { useSyncExternalStore, type ComponentType } from 'react';
import type { Block } from '../model/types';
import { ActivityLoading } from './ActivityLoading';
import type { RendererProps } from './types';

/** A renderer whose code is fetched the first time it mounts (or when `preload` is called). */
export type LazyRenderer<B extends Block = Block> = ComponentType<RendererProps<B>> & {
  /** Starts fetching the code now; resolves when it is there. Safe to call any number of times. */
  preload: () => Promise<unknown>;
};

type Loaded<B extends Block> = { Component: ComponentType<RendererProps<B>> } | { error: unknown } | null;

/**
 * Wraps a dynamic import as a renderer that shows `ActivityLoading` until its code is there.
 * Not React.lazy: a server cannot know which code the browser has, so the server and hydration
 * always show the loading state (identical markup, no Suspense boundary switched to client
 * rendering), and the browser swaps in the activity once its code is there, at once when it already
 * is. A failed fetch throws to the block's error boundary (its Fallback, then a notice).
 */
export function lazyRenderer<B extends Block>(load: () => Promise<ComponentType<RendererProps<B>>>): LazyRenderer<B> {
  let loaded: Loaded<B> = null;
  let pending: Promise<unknown> | undefined;
  const listeners = new Set<() => void>();
  const settle = (next: Loaded<B>) => {
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
    preload().catch(() => undefined); // the failure reaches the block through its snapshot
    return () => listeners.delete(listener);
  };
  const snapshot = () => loaded;
  const serverSnapshot = () => null;

  function LazyKind(props: RendererProps<B>) {
    const current = useSyncExternalStore(subscribe, snapshot, serverSnapshot);
    if (current === null) return <ActivityLoading strings={props.strings} />;
    if ('error' in current) throw current.error;
    const { Component } = current;
    return <Component {...props} />;
  }
  return Object.assign(LazyKind, { preload });
}
