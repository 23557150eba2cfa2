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
    // Another tab of this learner saved: take the phases it completed, so this one does not send them again.
    const onStorage = (event: StorageEvent) => store.getState().actions.adoptStoredProgress(event.key, event.newValue);
    window.addEventListener('online', flush);
    window.addEventListener('storage', onStorage);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('online', flush);
      window.removeEventListener('storage', onStorage);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [store, loadingProgress]);
}
