/** What the player learned from a rejected onSubmit (a host error or our ApiError). */
export interface SubmitFailure {
  status?: number;
  code?: string;
  retryAfterMs?: number;
  message: string;
}

export interface RetryDecision {
  retry: boolean;
  delayMs: number;
}

export const MAX_AUTOMATIC_RETRIES = 4;
const BASE_DELAY_MS = 1_000;
const MAX_DELAY_MS = 30_000;

/** Reads status, code and retryAfterMs from whatever the host rejected with. */
export function toSubmitFailure(error: unknown): SubmitFailure {
  const source = typeof error === 'object' && error !== null ? (error as Record<string, unknown>) : {};
  const failure: SubmitFailure = {
    message: error instanceof Error ? error.message : typeof error === 'string' ? error : 'The submission failed.',
  };
  if (typeof source.status === 'number') failure.status = source.status;
  const code = source.code ?? source.error_code;
  if (typeof code === 'string') failure.code = code;
  if (typeof source.retryAfterMs === 'number' && Number.isFinite(source.retryAfterMs) && source.retryAfterMs >= 0) {
    failure.retryAfterMs = source.retryAfterMs;
  }
  return failure;
}

/**
 * Whether to retry automatically, and when. 401/403 need a person (a new key, a new scope); other
 * 4xx will fail the same way again; 429 waits as long as the service asked; network errors and 5xx
 * back off exponentially. The learner can always press Retry.
 */
export function decideRetry(failure: SubmitFailure, attempt: number): RetryDecision {
  const none = { retry: false, delayMs: 0 };
  if (attempt >= MAX_AUTOMATIC_RETRIES) return none;
  const { status, code } = failure;
  if (status === 401 || status === 403 || code === 'invalid_api_key' || code === 'insufficient_scope') return none;
  const backoff = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** attempt);
  if (status === 429 || code === 'rate_limited') return { retry: true, delayMs: failure.retryAfterMs ?? backoff };
  if (status === undefined || status >= 500) return { retry: true, delayMs: failure.retryAfterMs ?? backoff };
  return none;
}
