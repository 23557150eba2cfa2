import type { BlockKind } from '../model/kinds';
import type { Block } from '../model/types';
import { lazyRenderer } from './lazyRenderer';
import type { RegistryEntry } from './types';

export interface LazyEntryOptions {
  /** Whether the loaded entry has a Fallback: resolveRenderer must know before the code is there. */
  fallback: boolean;
}

/**
 * A registry entry whose Renderer and Fallback come from one dynamic import (the kind's folder),
 * fetched the first time either renders. A course without the kind never loads it.
 */
export function lazyEntry<B extends Block = Block>(
  kind: BlockKind,
  load: () => Promise<RegistryEntry<B>>,
  { fallback }: LazyEntryOptions,
): RegistryEntry<B> {
  let entry: Promise<RegistryEntry<B>> | undefined;
  const loadEntry = () => (entry ??= load());
  const Renderer = lazyRenderer<B>(() => loadEntry().then((loaded) => loaded.Renderer));
  const Fallback = fallback
    ? lazyRenderer<B>(() => loadEntry().then((loaded) => loaded.Fallback ?? loaded.Renderer))
    : undefined;
  return {
    kind,
    Renderer,
    ...(Fallback ? { Fallback } : {}),
    // Both, so a degraded player (or a Renderer that throws) finds its Fallback ready too.
    preload: () => Promise.all([Renderer.preload(), Fallback?.preload()]),
  };
}
