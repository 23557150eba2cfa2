import type { ProgressStorage } from './options';

function browserStorage(): Storage | undefined {
  try {
    return typeof window !== 'undefined' ? window.localStorage : undefined;
  } catch {
    return undefined; // Storage access can throw (privacy modes, sandboxed iframes).
  }
}

/**
 * Progress in the browser's localStorage: the default `persistence.storage`. Synchronous, so a
 * reload resumes on the learner's screen in the first render. Where there is no localStorage
 * (server rendering, a sandboxed iframe) nothing is read or saved, silently; a full storage is
 * reported as a `diagnostic` event by the player.
 */
export function localStorageProgress(): ProgressStorage {
  return {
    getItem: (key) => browserStorage()?.getItem(key) ?? null,
    setItem: (key, value) => browserStorage()?.setItem(key, value),
    removeItem: (key) => browserStorage()?.removeItem(key),
  };
}
