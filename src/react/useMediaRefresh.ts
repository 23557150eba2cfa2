import { useEffect, useRef } from 'react';
import { mediaExpiresAt, DEFAULT_MEDIA_SAFETY_MARGIN_MS } from '../logic/media';
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
 * Re-fetches the course before its signed media URLs expire (spec 2.8 rule 6), once per expiry
 * time, so a payload that comes back still expired cannot cause a loop.
 */
export function useMediaRefresh(course: Course, onRefetch: (() => Promise<unknown>) | undefined, onFresh: (raw: unknown) => void): void {
  const attempted = useRef<number | null>(null);
  useEffect(() => {
    if (!onRefetch) return undefined;
    const expiry = courseMediaExpiry(course);
    if (expiry === null || attempted.current === expiry) return undefined;
    const delay = Math.max(0, expiry - DEFAULT_MEDIA_SAFETY_MARGIN_MS - Date.now());
    if (delay > MAX_TIMER_MS) return undefined;
    let cancelled = false;
    const timer = setTimeout(() => {
      attempted.current = expiry;
      onRefetch().then(
        (fresh) => !cancelled && fresh !== undefined && fresh !== null && onFresh(fresh),
        () => undefined, // The old payload stays; media blocks show their fallback once expired.
      );
    }, delay);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [course, onRefetch, onFresh]);
}
