import type { ErrorCode } from '../contract';
import {
  type ApiError,
  type ApiErrorDetails,
  CourseNotFoundError,
  CourseNotOwnedByKeyError,
  CourseNotPublishedError,
  HttpError,
  InsufficientScopeError,
  InvalidApiKeyError,
  RateLimitedError,
} from './errors';

/**
 * Codes implied by a status when the body carries no error_code: revisions before 2026-08-25 sent
 * none, and proxies answer 401/403/429 without an envelope (spec 5.4 and 7 pair these statuses).
 */
const CODE_BY_STATUS: Readonly<Record<number, ErrorCode>> = {
  401: 'invalid_api_key',
  403: 'insufficient_scope',
  429: 'rate_limited',
};

export interface ApiErrorInput extends ApiErrorDetails {
  owningOrganizationId?: string | null;
}

/** The typed error for an error_code (or, without one, for the HTTP status). */
export function createApiError(message: string, input: ApiErrorInput): ApiError {
  const implied = input.status === undefined ? undefined : CODE_BY_STATUS[input.status];
  const code = input.code ?? implied;
  const details: ApiErrorDetails = { ...input, code };
  switch (code) {
    case 'course_not_found':
      return new CourseNotFoundError(message, details);
    case 'course_not_published':
      return new CourseNotPublishedError(message, details);
    case 'course_not_owned_by_key':
      return new CourseNotOwnedByKeyError(message, {
        ...details,
        owningOrganizationId: input.owningOrganizationId ?? null,
      });
    case 'invalid_api_key':
      return new InvalidApiKeyError(message, details);
    case 'insufficient_scope':
      return new InsufficientScopeError(message, details);
    case 'rate_limited':
      return new RateLimitedError(message, details);
    default:
      // An error_code newer than this library still reaches the caller as `code`.
      return new HttpError(message, details);
  }
}
