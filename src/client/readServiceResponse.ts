import type { EnvelopePayload } from '../contract';
import { createApiError } from './createApiError';
import { readEnvelopeText } from './envelopeText';
import { MalformedResponseError } from './errors';
import type { Exchange } from './exchange';
import { type RateLimitInfo, retryAfterMs } from './rateLimit';

/** A successful envelope with what came with it. */
export interface ServiceResponse {
  envelope: EnvelopePayload;
  status: number;
  rateLimit: RateLimitInfo | null;
  /** `METHOD /path`. */
  request: string;
}

export interface ResponseContext {
  request: string;
  rateLimit: RateLimitInfo | null;
  now: number;
  /** The retry hint to give a 429 or 503 that says nothing of its own. */
  fallbackRetryMs: number;
}

const proseOf = (envelope: EnvelopePayload): string =>
  [envelope.error, envelope.message].find((value): value is string => typeof value === 'string') ?? 'request failed';

/** The envelope of a successful exchange; anything else throws the matching ApiError. */
export function readServiceResponse(result: Exchange, context: ResponseContext): ServiceResponse {
  const { request, rateLimit, now } = context;
  const retryable = result.status === 429 || result.status === 503;
  const retryAfter = retryable ? (retryAfterMs(result.headers, rateLimit, now) ?? context.fallbackRetryMs) : undefined;
  const details = { status: result.status, rateLimit, request, retryAfterMs: retryAfter };
  // A 204 has no body to wrap; it is a success with null data (a DELETE may answer so).
  if (result.status === 204) return { envelope: { success: true } as EnvelopePayload, status: 204, rateLimit, request };

  const reading = result.text === null
    ? ({ ok: false, reason: 'truncated', detail: 'connection closed before the body ended' } as const)
    : readEnvelopeText(result.text);
  if (!reading.ok) {
    const message = `${request}: HTTP ${result.status}, ${reading.detail}`;
    if (result.ok) throw new MalformedResponseError(message, { ...details, reason: reading.reason });
    throw createApiError(message, details);
  }
  const { envelope } = reading;
  if (!result.ok || envelope.success !== true) {
    const code = typeof envelope.error_code === 'string' ? envelope.error_code : undefined;
    throw createApiError(`${request}: HTTP ${result.status}${code ? ` ${code}` : ''}: ${proseOf(envelope)}`, {
      ...details,
      code,
      contractVersion: typeof envelope.contract_version === 'string' ? envelope.contract_version : null,
      envelope,
      owningOrganizationId: envelope.owning_organization_id ?? null,
    });
  }
  return { envelope, status: result.status, rateLimit, request };
}
