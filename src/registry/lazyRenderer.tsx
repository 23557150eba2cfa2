import type { ComponentType } from 'react';
import type { Block } from '../model/types';
import { ActivityLoading } from './ActivityLoading';
import { lazyComponent, type LazyComponent } from './lazyComponent';
import type { RendererProps } from './types';

/** A renderer whose code is fetched the first time it mounts (or when `preload` is called). */
export type LazyRenderer<B extends Block = Block> = LazyComponent<RendererProps<B>>;

/**
 * Wraps a dynamic import as a renderer that shows `ActivityLoading` until its code is there.
 * A server cannot know which code the browser has, so the server and hydration always show the
 * loading state (identical markup), and the browser swaps in the activity once its code is there.
 * A failed fetch throws to the block's error boundary (its Fallback, then a notice).
 */
export function lazyRenderer<B extends Block>(load: () => Promise<ComponentType<RendererProps<B>>>): LazyRenderer<B> {
  return lazyComponent<RendererProps<B>>(load, ActivityLoading);
}
