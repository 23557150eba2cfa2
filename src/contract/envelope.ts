/** The `error_code` values of spec section 7. */
export const ERROR_CODES = [
  'course_not_found',
  'course_not_published',
  'course_not_owned_by_key',
  'invalid_api_key',
  'insufficient_scope',
  'rate_limited',
] as const;

/** An `error_code` the service documents; newer codes arrive as other strings. */
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Whether a value is one of the documented `error_code`s. */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}

/** `pagination` of a list response (spec 2.1). */
export interface PaginationPayload {
  page: number;
  limit: number;
  total: number;
  hasMore: boolean;
}

/** Every JSON response of the service is wrapped in this envelope (spec 2.1). */
export interface EnvelopePayload<T = unknown> {
  success: boolean;
  contract_version: string;
  data?: T;
  /** Human-readable prose; never route on it. */
  error?: string | null;
  error_code?: ErrorCode | (string & {});
  owning_organization_id?: string | null;
  message?: string;
  authenticated_organization_id?: string | null;
  pagination?: PaginationPayload;
}

/** Data of GET /api-whoami (spec 2.2). */
export interface WhoAmIPayload {
  organization_id: string | null;
  name: string | null;
  scopes: string[];
}
