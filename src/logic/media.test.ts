import { DEFAULT_MEDIA_SAFETY_MARGIN_MS } from '../contract/mediaExpiry';
import { MEDIA_REFETCH_RETRY_MS, shouldRefetchMedia, type MediaRefreshState } from './media';

const at = (iso: string) => Date.parse(iso);

describe('shouldRefetchMedia', () => {
  const expiry = at('2026-09-03T12:00:00Z');
  const idle: MediaRefreshState = { inFlight: false, answeredExpiry: null, lastAttemptAt: null };
  const due = expiry - DEFAULT_MEDIA_SAFETY_MARGIN_MS;

  it.each([
    ['nothing expires', null, due, idle, false],
    ['long before the margin (a woken laptop checks again later)', expiry, due - 1, idle, false],
    ['within the margin', expiry, due, idle, true],
    ['past the expiry, after a sleep the timer slept through', expiry, expiry + 3 * 60 * 60_000, idle, true],
    ['never while a refetch is under way', expiry, expiry + 1, { ...idle, inFlight: true, lastAttemptAt: expiry }, false],
    ['never again for an expiry the service already answered (no loop on a still-expired payload)', expiry, expiry + 60 * 60_000, { ...idle, answeredExpiry: expiry, lastAttemptAt: expiry }, false],
    ['for a new expiry after an answered one', expiry, due, { ...idle, answeredExpiry: expiry - 1, lastAttemptAt: due - MEDIA_REFETCH_RETRY_MS }, true],
    ['not straight after a failed attempt', expiry, due + MEDIA_REFETCH_RETRY_MS - 1, { ...idle, lastAttemptAt: due }, false],
    ['again once a failed attempt is a retry interval old', expiry, due + MEDIA_REFETCH_RETRY_MS, { ...idle, lastAttemptAt: due }, true],
  ] as const)('%s', (_name, expiresAt, now, state, expected) => {
    expect(shouldRefetchMedia(expiresAt, now, state)).toBe(expected);
  });

  it('takes a custom margin and retry interval', () => {
    expect(shouldRefetchMedia(expiry, expiry - 9 * 60_000, idle, { safetyMarginMs: 10 * 60_000 })).toBe(true);
    expect(shouldRefetchMedia(expiry, expiry, { ...idle, lastAttemptAt: expiry - 1_000 }, { retryAfterMs: 1_000 })).toBe(true);
  });
});
