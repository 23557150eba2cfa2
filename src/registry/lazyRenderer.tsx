import { lazy, Suspense, useState, type ComponentType } from 'react';
import type { Block } from '../model/types';
import { ActivityLoading } from './ActivityLoading';
import type { RendererProps } from './types';

/** A renderer whose code is fetched the first time it renders (or when `preload` is called). */
export type LazyRenderer<B extends Block = Block> = ComponentType<RendererProps<B>> & {
  /** Starts fetching the code now; resolves when it is there. Safe to call any number of times. */
  preload: () => Promise<unknown>;
};

/**
 * Wraps a dynamic import as a renderer that shows `ActivityLoading` until its code is there. The
 * Suspense boundary is its own, so the player, a story or a test can render it like any renderer;
 * a failed fetch throws to the block's error boundary (its Fallback, then a notice).
 */
export function lazyRenderer<B extends Block>(load: () => Promise<ComponentType<RendererProps<B>>>): LazyRenderer<B> {
  let pending: Promise<{ default: ComponentType<RendererProps<B>> }> | undefined;
  let loaded: ComponentType<RendererProps<B>> | undefined;
  const preload = () =>
    (pending ??= load().then((Component) => {
      loaded = Component;
      return { default: Component };
    }));
  const Suspending = lazy(preload);
  function LazyKind(props: RendererProps<B>) {
    // Code already here (preloaded, or on a server that rendered it before) renders at once, with no
    // loading flash. Chosen once per block: switching component types later would remount it and
    // lose what the learner did. The boundary is there either way, so server and client trees match.
    const [Component] = useState(() => loaded ?? Suspending);
    return (
      <Suspense fallback={<ActivityLoading strings={props.strings} />}>
        <Component {...props} />
      </Suspense>
    );
  }
  return Object.assign(LazyKind, { preload });
}
