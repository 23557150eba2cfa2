/** What the player learned from a failed onSubmit: a rejection (a host error, our ApiError) or an answer that was not a success. */
export interface SubmitFailure {
  status?: number;
  code?: string;
  retryAfterMs?: number;
  message: string;
  /**
   * The host resolved with an answer that was not a success (see readSubmitResult), so the
   * request was not lost on the way: without a status or code that says so, it is not transient.
   */
  answered?: true;
}

export interface RetryDecision {
  retry: boolean;
  delayMs: number;
}

export const MAX_AUTOMATIC_RETRIES = 4;
/** No automatic retry fires sooner than this after a failure, whatever the failure said. */
export const MIN_RETRY_DELAY_MS = 1_000;
/**
 * No automatic retry is scheduled further away than this (the client's own limit on waiting for
 * a rate-limit reset): a longer wait is the learner's to take with Try again.
 */
export const MAX_RETRY_DELAY_MS = 60_000;

/** error_codes that will fail the same way however often they are sent (spec 7). */
const PERMANENT_CODES: ReadonlySet<string | undefined> = new Set([
  'invalid_api_key',
  'insufficient_scope',
  'course_not_found',
  'course_not_published',
  'course_not_owned_by_key',
]);

const DEFAULT_MESSAGE = 'The submission failed.';

const proseOf = (source: Record<string, unknown>): string | undefined =>
  [source.message, source.error].find((value): value is string => typeof value === 'string' && value.trim() !== '');

/** Reads status, code, retryAfterMs and a message from whatever the host rejected (or resolved) with. */
export function toSubmitFailure(error: unknown, fallbackMessage = DEFAULT_MESSAGE): SubmitFailure {
  const source = typeof error === 'object' && error !== null ? (error as Record<string, unknown>) : {};
  const failure: SubmitFailure = {
    message: error instanceof Error ? error.message : typeof error === 'string' ? error : (proseOf(source) ?? fallbackMessage),
  };
  if (typeof source.status === 'number') failure.status = source.status;
  const code = source.code ?? source.error_code;
  if (typeof code === 'string') failure.code = code;
  if (typeof source.retryAfterMs === 'number' && Number.isFinite(source.retryAfterMs) && source.retryAfterMs >= 0) {
    failure.retryAfterMs = source.retryAfterMs;
  }
  return failure;
}

const isTransient = ({ status, code, answered }: SubmitFailure): boolean => {
  if (status === 429 || code === 'rate_limited') return true;
  if (status !== undefined) return status >= 500;
  // No status: a rejection is most likely the network; an answer says it was heard and refused.
  return answered !== true;
};

/**
 * Whether to retry automatically, and when. 401/403 and the spec's permanent error codes need a
 * person (a new key, a new scope, another course); other 4xx will fail the same way again; 429
 * waits as long as the service asked; network errors and 5xx back off exponentially. A wait of
 * zero, a reset already past or an unreadable one falls back to the backoff, so retries are never
 * fired back to back; a wait beyond MAX_RETRY_DELAY_MS is not scheduled. The learner can always
 * press Try again.
 */
export function decideRetry(failure: SubmitFailure, attempt: number): RetryDecision {
  const none = { retry: false, delayMs: 0 };
  // Written so that a NaN attempt gives up too.
  if (!(attempt < MAX_AUTOMATIC_RETRIES)) return none;
  const { status, code, retryAfterMs } = failure;
  if (status === 401 || status === 403 || PERMANENT_CODES.has(code)) return none;
  if (!isTransient(failure)) return none;
  // Number() makes a missing wait NaN, which is not > 0 either.
  const asked = Number(retryAfterMs) > 0 ? retryAfterMs : undefined;
  const delayMs = Math.max(MIN_RETRY_DELAY_MS, asked ?? MIN_RETRY_DELAY_MS * 2 ** attempt);
  if (delayMs > MAX_RETRY_DELAY_MS) return none;
  return { retry: true, delayMs };
}
