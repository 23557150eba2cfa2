import { classifyRevision, type PaginationPayload, type RevisionStatus } from '../contract';
import { MalformedResponseError } from './errors';
import type { RateLimitInfo } from './rateLimit';
import type { ServiceResponse } from './readServiceResponse';

/** What every client method resolves to: the envelope's `data` plus what came with it. */
export interface ApiResult<T> {
  data: T;
  /** The envelope's contract_version (spec 9.3); null if the service left it out. */
  contractVersion: string | null;
  /** How that revision relates to this library; unrecognized ones are 'newer', never an error. */
  revision: RevisionStatus;
  /** The key's organization where the endpoint emits it (courses, content, whoami), else undefined. */
  authenticatedOrganizationId: string | null | undefined;
  rateLimit: RateLimitInfo | null;
  status: number;
}

/** Result of a list endpoint. `pagination` is null when the service sent none. */
export interface ListResult<T> extends ApiResult<T[]> {
  pagination: PaginationPayload | null;
}

/** Which kind of `data` a method expects; records of unshown shape are still objects. */
export type DataShape = 'object' | 'array' | 'any';

function shapeOf(value: unknown): DataShape | 'other' {
  if (Array.isArray(value)) return 'array';
  return typeof value === 'object' && value !== null ? 'object' : 'other';
}

export function toResult<T>(response: ServiceResponse, expected: DataShape): ApiResult<T> {
  const { envelope } = response;
  const version = typeof envelope.contract_version === 'string' ? envelope.contract_version : null;
  if (expected !== 'any' && shapeOf(envelope.data) !== expected) {
    throw new MalformedResponseError(`${response.request}: expected ${expected} data, got ${shapeOf(envelope.data)}`, {
      reason: 'unexpected_shape',
      status: response.status,
      contractVersion: version,
      rateLimit: response.rateLimit,
      request: response.request,
    });
  }
  return {
    data: (envelope.data ?? null) as T,
    contractVersion: version,
    revision: classifyRevision(version),
    authenticatedOrganizationId: envelope.authenticated_organization_id,
    rateLimit: response.rateLimit,
    status: response.status,
  };
}

export function toListResult<T>(response: ServiceResponse): ListResult<T> {
  return { ...toResult<T[]>(response, 'array'), pagination: response.envelope.pagination ?? null };
}
