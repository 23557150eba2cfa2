import { useEffect } from 'react';

/**
 * Re-reads the wall clock into `setNowMs` every second while `ticking`, and at once when the tab
 * comes back to the foreground, so a throttled or sleeping tab shows the true time (or the expiry).
 */
export function useTick(ticking: boolean, now: () => number, setNowMs: (ms: number) => void): void {
  useEffect(() => {
    if (!ticking) return undefined;
    const refresh = () => setNowMs(now());
    const timer = setInterval(refresh, 1000);
    document.addEventListener('visibilitychange', refresh);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', refresh);
    };
  }, [ticking, now, setNowMs]);
}
