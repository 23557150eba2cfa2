import { RateLimitedError } from './errors';
import type { ClientClock, LimiterOptions } from './options';
import type { RateLimitInfo } from './rateLimit';

/** At most `max` requests in any `perMs` span. */
export interface RateWindow {
  max: number;
  perMs: number;
}

/**
 * The earliest time at or after `from` when one more request fits every window, given the send
 * times already taken (sorted ascending). Pure.
 */
export function nextSendTime(taken: readonly number[], from: number, windows: readonly RateWindow[]): number {
  let candidate = from;
  for (let settled = false; !settled; ) {
    settled = true;
    for (const { max, perMs } of windows) {
      const inWindow = taken.filter((time) => time > candidate - perMs);
      if (inWindow.length < max) continue;
      // The window frees up when the oldest send that keeps it full falls out of it.
      const freeing = inWindow[inWindow.length - max];
      if (freeing === undefined) continue;
      candidate = freeing + perMs;
      settled = false;
    }
  }
  return candidate;
}

/** A per-client queue that spaces requests to stay under the windows and honours a 0-remaining reset. */
export interface Limiter {
  /** Resolves when a request may be sent; rejects with RateLimitedError if that is too far off. */
  acquire(): Promise<void>;
  /** Learn from response headers: with nothing remaining, hold everything until the reset. */
  observe(info: RateLimitInfo | null): void;
}

export function createLimiter(options: LimiterOptions, clock: ClientClock): Limiter {
  const windows: RateWindow[] = [
    { max: options.perMinute ?? 60, perMs: 60_000 },
    { max: options.perHour ?? 1000, perMs: 3_600_000 },
  ];
  const longest = Math.max(...windows.map((window) => window.perMs));
  const maxWaitMs = options.maxWaitMs ?? 60_000;
  let taken: number[] = [];
  let heldUntil = 0;

  return {
    async acquire() {
      const now = clock.now();
      taken = taken.filter((time) => time > now - longest);
      const sendAt = nextSendTime(taken, Math.max(now, heldUntil), windows);
      const waitMs = sendAt - now;
      if (waitMs > maxWaitMs) {
        throw new RateLimitedError(`client-side limit reached; next slot in ${waitMs} ms`, {
          code: 'rate_limited',
          retryAfterMs: waitMs,
        });
      }
      // Reserve the slot before sleeping so concurrent callers queue behind it.
      taken.push(sendAt);
      taken.sort((a, b) => a - b);
      if (waitMs > 0) await clock.sleep(waitMs);
    },
    observe(info) {
      if (info?.remaining === 0 && info.resetAt !== null) heldUntil = Math.max(heldUntil, info.resetAt);
    },
  };
}
