import type { PlayerStoreOptions } from './options';

const browserOnline = () => (globalThis.navigator as Navigator | undefined)?.onLine !== false;

/** Whether the player can reach the service now: the host's `isOnline`, else the browser's. */
export function isOnlineFor(options: PlayerStoreOptions): () => boolean {
  return options.isOnline ?? browserOnline;
}
