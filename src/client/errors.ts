import type { EnvelopePayload, ErrorCode } from '../contract';
import type { RateLimitInfo } from './rateLimit';

/** What every client error carries; the browser player's retry logic reads exactly these. */
export interface ApiErrorDetails {
  /** HTTP status, when a response arrived. */
  status?: number;
  /** The envelope's error_code, when the service sent one (or implied it, see 429). */
  code?: ErrorCode | (string & {});
  /** How long to wait before retrying, when the service said so. */
  retryAfterMs?: number;
  contractVersion?: string | null;
  rateLimit?: RateLimitInfo | null;
  /** `METHOD /path` of the request, for logs. */
  request?: string;
  /** The whole error envelope, for logging fields the spec does not show (400 validation details). */
  envelope?: EnvelopePayload;
  cause?: unknown;
}

/** Base of every error the client throws. Route on the class or on `code`, never on `message`. */
export class ApiError extends Error {
  readonly status: number | undefined;
  readonly code: ErrorCode | (string & {}) | undefined;
  readonly retryAfterMs: number | undefined;
  readonly contractVersion: string | null | undefined;
  readonly rateLimit: RateLimitInfo | null | undefined;
  readonly request: string | undefined;
  readonly envelope: EnvelopePayload | undefined;

  constructor(message: string, details: ApiErrorDetails = {}) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = new.target.name;
    this.status = details.status;
    this.code = details.code;
    this.retryAfterMs = details.retryAfterMs;
    this.contractVersion = details.contractVersion;
    this.rateLimit = details.rateLimit;
    this.request = details.request;
    this.envelope = details.envelope;
  }
}

/** error_code `course_not_found`. */
export class CourseNotFoundError extends ApiError {
  declare readonly code: 'course_not_found';
}

/** error_code `course_not_published`. */
export class CourseNotPublishedError extends ApiError {
  declare readonly code: 'course_not_published';
}

/** error_code `course_not_owned_by_key`: retry with a key bound to `owningOrganizationId`. */
export class CourseNotOwnedByKeyError extends ApiError {
  declare readonly code: 'course_not_owned_by_key';
  readonly owningOrganizationId: string | null;

  constructor(message: string, details: ApiErrorDetails & { owningOrganizationId: string | null }) {
    super(message, details);
    this.owningOrganizationId = details.owningOrganizationId;
  }
}

/** error_code `invalid_api_key` (or a 401 without a code): the key is missing, wrong or revoked. */
export class InvalidApiKeyError extends ApiError {
  declare readonly code: 'invalid_api_key';
}

/** error_code `insufficient_scope` (or a 403 without a code): the key lacks the endpoint's scope. */
export class InsufficientScopeError extends ApiError {
  declare readonly code: 'insufficient_scope';
}

/** error_code `rate_limited` (or a 429): raised once the bounded retries are spent. */
export class RateLimitedError extends ApiError {
  declare readonly code: 'rate_limited';
}

/** A non-2xx response without a known error_code (400, 404, 500, a proxy's 502...). */
export class HttpError extends ApiError {}

/** Why a response body could not be read as an envelope. */
export type MalformedReason = 'not_json' | 'truncated' | 'not_envelope' | 'unexpected_shape';

/** A 2xx response whose body is not JSON, is cut short, or is not the spec's envelope. */
export class MalformedResponseError extends ApiError {
  readonly reason: MalformedReason;

  constructor(message: string, details: ApiErrorDetails & { reason: MalformedReason }) {
    super(message, details);
    this.reason = details.reason;
  }
}

/** The request never got a response (DNS, refused connection, reset socket). */
export class NetworkError extends ApiError {}

/** No complete response within `timeoutMs`. */
export class TimeoutError extends ApiError {}
