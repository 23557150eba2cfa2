/** Clock and randomness the client uses; replaceable so retries and limits are testable. */
export interface ClientClock {
  now(): number;
  sleep(ms: number): Promise<void>;
  /** A number in [0, 1) for retry jitter. */
  random(): number;
}

/** Retry of 429 responses. Nothing else is retried: a submission must not be sent twice. */
export interface RetryOptions {
  /** Extra attempts after the first 429. @default 2 */
  maxRetries?: number;
  /** Give up at once (with `retryAfterMs` on the error) when the reset is further away. @default 60000 */
  maxWaitMs?: number;
}

/** Client-side limiter; `true` keeps under the spec's 60 per minute and 1000 per hour (spec 8). */
export interface LimiterOptions {
  /** @default 60 */
  perMinute?: number;
  /** @default 1000 */
  perHour?: number;
  /** Fail fast with a RateLimitedError instead of queueing longer than this. @default 60000 */
  maxWaitMs?: number;
}

/** Options of `createClient`. */
export interface ClientOptions {
  /** `{base_url}` of the service, e.g. `https://example.supabase.co/functions/v1`. */
  baseUrl: string;
  /** A `cbapi_…` key. A server-side secret: never ship it to a browser. */
  apiKey: string;
  /** @default globalThis.fetch */
  fetch?: typeof fetch;
  /** Sent as `User-Agent`. @default 'ce-course-player' */
  userAgent?: string;
  /** Per-request deadline covering headers and body. @default 30000 */
  timeoutMs?: number;
  retry?: RetryOptions;
  /** @default false */
  limiter?: boolean | LimiterOptions;
  /** Called once per unrecognized contract_version (treated as newer, never an error; spec 9.4). */
  onNewerRevision?: (contractVersion: string) => void;
  clock?: Partial<ClientClock>;
}

/** Per-call options, the last argument of every client method. */
export interface CallOptions {
  signal?: AbortSignal;
  /** Overrides the client's `timeoutMs` for this call. */
  timeoutMs?: number;
}

export const defaultClock: ClientClock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  random: () => Math.random(),
};
