import type { CourseContentPayload } from './course';

/** Options of `needsMediaRefetch`. */
export interface MediaRefetchOptions {
  /**
   * Re-fetch this long before the earliest expiry, so a video started just before it still has
   * time to load. @default 300000 (five minutes of the 21600-second signed lifetime)
   */
  safetyMarginMs?: number;
}

/** How long before a media URL's expiry it counts as expired (5 minutes), so playback never starts on a dying URL. */
export const DEFAULT_MEDIA_SAFETY_MARGIN_MS = 5 * 60_000;

/** What mediaExpiresAt reads of a course: `media_expires_at` and each component's `expires_at`. */
export type MediaDatedPayload = Pick<CourseContentPayload, 'media_expires_at'> & {
  phases?: ReadonlyArray<{ components?: ReadonlyArray<Readonly<Record<string, unknown>>> | null }> | null;
};

function toEpochMs(value: unknown): number | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : time;
}

/**
 * The earliest moment any signed media URL of the payload stops working, in epoch milliseconds:
 * the smaller of `media_expires_at` and every component's `expires_at` (spec 2.8 rule 6).
 * Null when nothing in the payload expires. Unparseable dates are ignored.
 */
export function mediaExpiresAt(payload: MediaDatedPayload): number | null {
  let earliest = toEpochMs(payload.media_expires_at);
  for (const phase of payload.phases ?? []) {
    for (const component of phase.components ?? []) {
      const expiresAt = toEpochMs(component.expires_at);
      if (expiresAt !== null && (earliest === null || expiresAt < earliest)) earliest = expiresAt;
    }
  }
  return earliest;
}

/**
 * True when the payload must be fetched again (GET /api-course-content re-signs every asset)
 * before its media is used: the earliest expiry, less the safety margin, is at or before `now`.
 */
export function needsMediaRefetch(
  payload: MediaDatedPayload,
  now: number | Date,
  options: MediaRefetchOptions = {},
): boolean {
  const expiresAt = mediaExpiresAt(payload);
  if (expiresAt === null) return false;
  const margin = options.safetyMarginMs ?? DEFAULT_MEDIA_SAFETY_MARGIN_MS;
  return expiresAt - margin <= (typeof now === 'number' ? now : now.getTime());
}
