export { createClient } from './createClient';
export type { ApiCall, ApiListCall, CourseServiceClient, ItemOf, PageableMethod, QueryOf } from './courseServiceClient';
export type { CallOptions, ClientClock, ClientOptions, LimiterOptions, RetryOptions } from './options';
export type { ApiResult, ListResult } from './results';
export type { PaginateOptions } from './paginate';
export { parseResetAt, readRateLimit, type HeaderReader, type RateLimitInfo } from './rateLimit';
export { nextSendTime, type RateWindow } from './limiter';
export {
  ApiError,
  type ApiErrorDetails,
  CourseNotFoundError,
  CourseNotOwnedByKeyError,
  CourseNotPublishedError,
  HttpError,
  InsufficientScopeError,
  InvalidApiKeyError,
  MalformedResponseError,
  type MalformedReason,
  NetworkError,
  RateLimitedError,
  TimeoutError,
} from './errors';
export {
  DEFAULT_MEDIA_SAFETY_MARGIN_MS,
  mediaExpiresAt,
  needsMediaRefetch,
  type MediaDatedPayload,
  type MediaRefetchOptions,
} from '../contract/mediaExpiry';
