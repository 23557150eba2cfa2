import { classifyRevision, type ListFilterQuery } from '../contract';
import { type ApiError, RateLimitedError } from './errors';
import { exchange, type Exchange } from './exchange';
import { createLimiter } from './limiter';
import { type CallOptions, type ClientClock, type ClientOptions, defaultClock } from './options';
import { type RateLimitInfo, readRateLimit } from './rateLimit';
import { readServiceResponse, type ServiceResponse } from './readServiceResponse';
import { buildUrl } from './url';

export interface ServiceRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  query?: ListFilterQuery;
  body?: unknown;
  /** False only for GET /get-subscription-plans, which takes no key and has no limit (spec 5.1, 8). */
  authenticated: boolean;
}

export interface Transport {
  send(request: ServiceRequest, options?: CallOptions): Promise<ServiceResponse>;
  /** The last rate-limit headers seen on any response. */
  readonly rateLimit: RateLimitInfo | null;
}

/** When a 429 says nothing about its reset: 1 s, 2 s, 4 s... */
const FALLBACK_RETRY_MS = 1000;

export function createTransport(options: ClientOptions): Transport {
  const clock: ClientClock = { ...defaultClock, ...options.clock };
  const fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);
  const maxRetries = options.retry?.maxRetries ?? 2;
  const maxWaitMs = options.retry?.maxWaitMs ?? 60_000;
  const limiter = options.limiter ? createLimiter(options.limiter === true ? {} : options.limiter, clock) : null;
  const reportedRevisions = new Set<string>();
  let lastRateLimit: RateLimitInfo | null = null;

  function headersFor(request: ServiceRequest): Record<string, string> {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'User-Agent': options.userAgent ?? 'ce-course-player',
    };
    if (request.authenticated) headers.Authorization = `Bearer ${options.apiKey}`;
    if (request.body !== undefined) headers['Content-Type'] = 'application/json';
    return headers;
  }

  function interpret(result: Exchange, request: string, fallbackRetryMs: number): ServiceResponse {
    const now = clock.now();
    const rateLimit = readRateLimit(result.headers, now);
    if (rateLimit) lastRateLimit = rateLimit;
    limiter?.observe(rateLimit);
    const response = readServiceResponse(result, { request, rateLimit, now, fallbackRetryMs });
    const version = response.envelope.contract_version;
    if (typeof version === 'string' && classifyRevision(version) === 'newer' && !reportedRevisions.has(version)) {
      reportedRevisions.add(version);
      options.onNewerRevision?.(version);
    }
    return response;
  }

  async function sendOnce(request: ServiceRequest, call: CallOptions, fallbackRetryMs: number) {
    if (request.authenticated) await limiter?.acquire();
    const label = `${request.method} ${request.path}`;
    const result = await exchange({
      url: buildUrl(options.baseUrl, request.path, request.query),
      init: {
        method: request.method,
        headers: headersFor(request),
        body: request.body === undefined ? null : JSON.stringify(request.body),
      },
      fetch: fetchImpl,
      timeoutMs: call.timeoutMs ?? options.timeoutMs ?? 30_000,
      signal: call.signal,
      request: label,
    });
    return interpret(result, label, fallbackRetryMs);
  }

  return {
    get rateLimit() {
      return lastRateLimit;
    },
    async send(request, call = {}) {
      for (let attempt = 0; ; attempt += 1) {
        const fallbackRetryMs = FALLBACK_RETRY_MS * 2 ** attempt;
        try {
          return await sendOnce(request, call, fallbackRetryMs);
        } catch (error) {
          const waitMs = (error as ApiError).retryAfterMs ?? fallbackRetryMs;
          // A 429 was refused, not processed, so resending is safe even for a submission.
          const retry = error instanceof RateLimitedError && error.status === 429 && attempt < maxRetries && waitMs <= maxWaitMs;
          if (!retry || call.signal?.aborted) throw error;
          await clock.sleep(waitMs + Math.floor(clock.random() * (250 + waitMs * 0.1)));
        }
      }
    },
  };
}
