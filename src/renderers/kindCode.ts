import type { BlockKind } from '../model/kinds';
import type { RegistryEntry } from '../registry/types';

/** The entries of the lazily loaded kinds, by kind, for a build that has their code up front. */
export type KindCode = Partial<Record<BlockKind, RegistryEntry<any>>>;

/**
 * What `#kind-code` gives a browser's build (package.json `imports`, the `default` condition):
 * nothing, so each kind stays a chunk fetched by use. A server's build gets `kindCode.server.ts`.
 */
export const kindCode: KindCode | undefined = undefined;
