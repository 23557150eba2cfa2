import type { ComponentType } from 'react';
import type { Block } from '../model/types';
import { ActivityLoading } from './ActivityLoading';
import { lazyComponent, type LazyComponent } from './lazyComponent';
import type { RendererProps } from './types';

/** A renderer whose code is fetched the first time it mounts (or when `preload` is called). */
export type LazyRenderer<B extends Block = Block> = LazyComponent<RendererProps<B>>;

/**
 * Wraps a dynamic import as a renderer that shows `ActivityLoading` until its code is there, or the
 * renderer at once when this build has it (`ready`: a server's). Server HTML and hydration follow
 * `lazyComponent`. A fetch that fails online throws to the block's error boundary (its Fallback,
 * then a notice); one that fails offline waits for the connection.
 */
export function lazyRenderer<B extends Block>(load: () => Promise<ComponentType<RendererProps<B>>>, ready?: ComponentType<RendererProps<B>>): LazyRenderer<B> {
  return lazyComponent<RendererProps<B>>(load, ActivityLoading, { ready });
}
