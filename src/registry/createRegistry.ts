import type { BlockKind } from '../model/kinds';
import type { Registry, RegistryEntry } from './types';

/** An immutable kind -> renderer map. Nothing registers itself on import. */
export function createRegistry(entries: readonly RegistryEntry<any>[] = []): Registry {
  const byKind = new Map<BlockKind, RegistryEntry>();
  for (const entry of entries) byKind.set(entry.kind, entry as RegistryEntry);
  return {
    get: (kind) => byKind.get(kind),
    kinds: () => [...byKind.keys()],
    extend: (more) => createRegistry([...byKind.values(), ...more]),
  };
}
