const offline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

const backOnline = () => new Promise<void>((resolve) => window.addEventListener('online', () => resolve(), { once: true }));

/**
 * Runs `load` (a dynamic import); when it fails while the browser is offline, runs it again once
 * the browser is back online (the `online` event), as often as that happens, so a chunk first
 * needed offline arrives when the connection does instead of failing for good. Browsers no longer
 * keep a failed module fetch, so the second import fetches again. A failure while online is the
 * caller's: a chunk that is missing or broken must not wait forever.
 */
export function loadWhenOnline<T>(load: () => Promise<T>): Promise<T> {
  return load().catch((error: unknown) => {
    if (!offline()) throw error;
    return backOnline().then(() => loadWhenOnline(load));
  });
}
