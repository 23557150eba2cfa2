import { useEffect, useRef } from 'react';
import type { PlayerEvent } from '../store/types';

/**
 * Tells the host while an accredited activity is in progress (ACCME Standard 5: no promotion in
 * or around accredited education): `accredited_active` when it starts, `accredited_inactive` when
 * it ends, is left or the player goes away. The root carries `data-accredited-education` too.
 */
export function useAccreditedSignal(active: boolean, emit: (event: PlayerEvent) => void): void {
  const shown = useRef(false);
  useEffect(() => {
    if (active === shown.current) return;
    shown.current = active;
    emit({ type: active ? 'accredited_active' : 'accredited_inactive' });
  }, [active, emit]);
  useEffect(
    () => () => {
      // Unmounted mid-activity (the host navigated away): the activity is no longer on screen.
      if (shown.current) emit({ type: 'accredited_inactive' });
      shown.current = false;
    },
    [emit],
  );
}
