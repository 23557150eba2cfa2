/** The last `X-RateLimit-*` headers seen (spec 8). */
export interface RateLimitInfo {
  limit: number | null;
  remaining: number | null;
  /** When the window resets, epoch milliseconds; null when no Reset header came. */
  resetAt: number | null;
}

/** Anything with `get(name)`, like the Fetch `Headers`. */
export interface HeaderReader {
  get(name: string): string | null;
}

/** Values above this are epoch seconds; below, seconds until the reset (spec 8 does not say which). */
const EPOCH_SECONDS_THRESHOLD = 1e9;

function readNumber(headers: HeaderReader, name: string): number | null {
  const raw = headers.get(name);
  if (raw === null || raw.trim() === '') return null;
  const value = Number(raw.trim());
  return Number.isFinite(value) && value >= 0 ? value : null;
}

/** Reads `X-RateLimit-Reset` as epoch seconds or as seconds-until-reset, whichever it looks like. */
export function parseResetAt(raw: number | null, now: number): number | null {
  if (raw === null) return null;
  return raw > EPOCH_SECONDS_THRESHOLD ? raw * 1000 : now + raw * 1000;
}

/** The rate-limit headers of a response, or null when it carried none. */
export function readRateLimit(headers: HeaderReader, now: number): RateLimitInfo | null {
  const limit = readNumber(headers, 'X-RateLimit-Limit');
  const remaining = readNumber(headers, 'X-RateLimit-Remaining');
  const resetAt = parseResetAt(readNumber(headers, 'X-RateLimit-Reset'), now);
  if (limit === null && remaining === null && resetAt === null) return null;
  return { limit, remaining, resetAt };
}

/**
 * How long to wait before retrying a 429: the rate-limit reset, else a `Retry-After` header
 * (seconds or an HTTP date), else null when the response does not say.
 */
export function retryAfterMs(headers: HeaderReader, rateLimit: RateLimitInfo | null, now: number): number | null {
  if (rateLimit?.resetAt != null) return Math.max(0, Math.ceil(rateLimit.resetAt - now));
  const retryAfter = headers.get('Retry-After')?.trim();
  if (!retryAfter) return null;
  if (/^\d+(\.\d+)?$/.test(retryAfter)) return Math.ceil(Number(retryAfter) * 1000);
  const date = Date.parse(retryAfter);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}
