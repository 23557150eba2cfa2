import { DEFAULT_MEDIA_SAFETY_MARGIN_MS, type MediaRefetchOptions } from '../contract/mediaExpiry';

/** How long after a refetch that failed the next one may start. */
export const MEDIA_REFETCH_RETRY_MS = 30_000;

/** What the player remembers about its media refetches, between wall-clock checks. */
export interface MediaRefreshState {
  /** A refetch is under way: never two at once. */
  inFlight: boolean;
  /** The expiry a refetch already answered for; a payload that comes back with it is not fetched again. */
  answeredExpiry: number | null;
  /** When the last refetch started, epoch ms. */
  lastAttemptAt: number | null;
}

/**
 * Whether to re-fetch now. Called on a timer and again on every wall-clock check (screen change,
 * page shown or focused, a video starting), because a sleeping laptop or a throttled background
 * tab fires timers late or never. `now` is the wall clock, in epoch milliseconds.
 */
export function shouldRefetchMedia(
  expiresAt: number | null,
  now: number,
  state: MediaRefreshState,
  options: MediaRefetchOptions & { retryAfterMs?: number } = {},
): boolean {
  if (expiresAt === null || state.inFlight || state.answeredExpiry === expiresAt) return false;
  if (expiresAt - (options.safetyMarginMs ?? DEFAULT_MEDIA_SAFETY_MARGIN_MS) > now) return false;
  return state.lastAttemptAt === null || now - state.lastAttemptAt >= (options.retryAfterMs ?? MEDIA_REFETCH_RETRY_MS);
}
