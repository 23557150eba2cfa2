import { useEffect } from 'react';
import { useStore } from 'zustand';
import { hasUnsent } from '../logic/outbox';
import type { PlayerStore } from '../store/createPlayerStore';

/**
 * The browser's leave-page warning, armed only while some phase's answers are kept on this device
 * or on their way (the outbox), and removed as soon as everything is sent: a warning on every
 * page would be ignored.
 */
export function useLeaveWarning(store: PlayerStore): void {
  const unsent = useStore(store, (s) => hasUnsent(s.outbox));
  useEffect(() => {
    if (!unsent) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the warning only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [unsent]);
}
