import { useEffect } from 'react';
import type { PlayerStore } from '../store/createPlayerStore';

/**
 * Times the current phase only while the page is visible (time_spent_minutes counts visible time),
 * and cancels scheduled retries when the player goes away.
 */
export function usePlayerLifecycle(store: PlayerStore): void {
  useEffect(() => {
    const { actions } = store.getState();
    const onVisibility = () => (document.visibilityState === 'hidden' ? actions.pauseClock() : actions.resumeClock());
    if (document.visibilityState !== 'hidden') actions.resumeClock();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      actions.pauseClock();
      actions.dispose();
    };
  }, [store]);
}
