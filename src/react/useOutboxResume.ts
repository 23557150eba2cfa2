import { useEffect } from 'react';
import type { PlayerStore } from '../store/createPlayerStore';

/**
 * Sends what the outbox keeps on this device when the browser is back online or the page becomes
 * visible again (a phone woken, a tab come back to). Both at once send each phase once: the
 * store does not send a phase already on its way.
 */
export function useOutboxResume(store: PlayerStore, loadingProgress = false): void {
  useEffect(() => {
    if (loadingProgress) return undefined;
    const flush = () => void store.getState().actions.flushOutbox();
    const onVisibility = () => {
      if (document.visibilityState === 'visible') flush();
    };
    window.addEventListener('online', flush);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('online', flush);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [store, loadingProgress]);
}
