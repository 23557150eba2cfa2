import { useEffect, useRef } from 'react';
import { DEFAULT_MEDIA_SAFETY_MARGIN_MS, mediaExpiresAt } from '../contract/mediaExpiry';
import { shouldRefetchMedia, type MediaRefreshState } from '../logic/media';
import type { Course } from '../model/types';

/** The longest a timer may be set for (setTimeout overflows past about 24.8 days). */
const MAX_TIMER_MS = 2_147_483_000;

function courseMediaExpiry(course: Course): number | null {
  return mediaExpiresAt({
    media_expires_at: course.mediaExpiresAt ?? undefined,
    phases: course.phases.map((phase) => ({ components: phase.blockIds.map((id) => course.blocks[id]?.fields ?? {}) })),
  } as Parameters<typeof mediaExpiresAt>[0]);
}

/**
 * Re-fetches the course before its signed media URLs expire (spec 2.8 rule 6). A timer alone is
 * not enough: a sleeping laptop or a throttled background tab fires it late or never. So the
 * wall clock is checked again on every screen change (`screenKey`), when the page is shown or
 * focused, and when any video starts playing; `shouldRefetchMedia` decides, never two at once and
 * never twice for an expiry the service already answered (no loop on a still-expired payload).
 */
export function useMediaRefresh(
  course: Course,
  onRefetch: (() => Promise<unknown>) | undefined,
  onFresh: (raw: unknown) => void,
  screenKey = '',
): void {
  const state = useRef<MediaRefreshState>({ inFlight: false, answeredExpiry: null, lastAttemptAt: null });
  const latest = useRef({ course, onRefetch, onFresh });
  latest.current = { course, onRefetch, onFresh };
  const mounted = useRef(true);

  // One stable check for every trigger; it reads the latest course and callbacks.
  const check = useRef(() => {
    const { course: asked, onRefetch: refetch } = latest.current;
    const expiry = courseMediaExpiry(asked);
    const now = Date.now();
    if (!refetch || !shouldRefetchMedia(expiry, now, state.current)) return;
    state.current = { ...state.current, inFlight: true, lastAttemptAt: now };
    refetch().then(
      (fresh) => {
        state.current = { ...state.current, inFlight: false, answeredExpiry: expiry };
        // A payload the host passed meanwhile wins over this answer.
        if (mounted.current && latest.current.course === asked && fresh !== undefined && fresh !== null) latest.current.onFresh(fresh);
      },
      // The old payload stays (media blocks show their fallback once expired); a later check retries.
      () => {
        state.current = { ...state.current, inFlight: false };
      },
    );
  }).current;

  useEffect(() => {
    mounted.current = true;
    const onVisible = () => document.visibilityState !== 'hidden' && check();
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('focus', check);
    // `play` does not bubble: listen in the capture phase to hear every video start.
    document.addEventListener('play', check, true);
    return () => {
      mounted.current = false;
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('focus', check);
      document.removeEventListener('play', check, true);
    };
  }, [check]);

  useEffect(check, [check, screenKey]);

  useEffect(() => {
    if (!onRefetch) return undefined;
    const expiry = courseMediaExpiry(course);
    if (expiry === null) return undefined;
    const delay = Math.max(0, expiry - DEFAULT_MEDIA_SAFETY_MARGIN_MS - Date.now());
    if (delay > MAX_TIMER_MS) return undefined;
    const timer = setTimeout(check, delay);
    return () => clearTimeout(timer);
  }, [course, onRefetch, check]);
}
