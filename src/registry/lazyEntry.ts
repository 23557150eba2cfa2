import type { BlockKind } from '../model/kinds';
import type { Block } from '../model/types';
import { lazyRenderer } from './lazyRenderer';
import type { RegistryEntry } from './types';

export interface LazyEntryOptions<B extends Block = Block> {
  /** Whether the loaded entry has a Fallback: resolveRenderer must know before the code is there. */
  fallback: boolean;
  /** The entry itself when this build has its code already (a server's: `#kind-code`). */
  ready?: RegistryEntry<B> | undefined;
}

/**
 * A registry entry whose Renderer and Fallback come from one dynamic import (the kind's folder),
 * fetched the first time either renders. A course without the kind never loads it; a server's build
 * passes the entry as `ready`, so its HTML holds the activity.
 */
export function lazyEntry<B extends Block = Block>(
  kind: BlockKind,
  load: () => Promise<RegistryEntry<B>>,
  { fallback, ready }: LazyEntryOptions<B>,
): RegistryEntry<B> {
  let entry: Promise<RegistryEntry<B>> | undefined;
  // A failed fetch is forgotten, so the next try (back online, or the next mount) fetches again.
  const loadEntry = () =>
    (entry ??= load().catch((error: unknown) => {
      entry = undefined;
      throw error;
    }));
  const Renderer = lazyRenderer<B>(() => loadEntry().then((loaded) => loaded.Renderer), ready?.Renderer);
  const Fallback = fallback
    ? lazyRenderer<B>(() => loadEntry().then((loaded) => loaded.Fallback ?? loaded.Renderer), ready && (ready.Fallback ?? ready.Renderer))
    : undefined;
  return {
    kind,
    Renderer,
    ...(Fallback ? { Fallback } : {}),
    // Both, so a degraded player (or a Renderer that throws) finds its Fallback ready too.
    preload: () => Promise.all([Renderer.preload(), Fallback?.preload()]),
  };
}
