import { XAPI_VERSION } from './vocabulary';

/** Where and how to reach an LRS. */
export interface LrsConnection {
  /** The base endpoint, ending in `/` (`https://lrs.example.com/xapi/`). */
  endpoint: string;
  /** The whole Authorization header value (`Basic …`). */
  authorization: string;
  /** The host's `fetch` (the global one in a browser). */
  fetch: typeof fetch;
}

/** An LRS answer that was not a success; `retryable` for network failures, 408, 429 and 5xx. */
export class LrsError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'LrsError';
  }
}

/** One xAPI request with the version and auth headers; resolves with the response, throws LrsError otherwise. */
export async function lrsRequest(connection: LrsConnection, method: string, resource: string, query: Record<string, string>, body?: unknown, keepalive = false): Promise<Response> {
  const url = new URL(resource, connection.endpoint);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  let response: Response;
  try {
    response = await connection.fetch(url.href, {
      method,
      keepalive,
      headers: {
        Authorization: connection.authorization,
        'X-Experience-API-Version': XAPI_VERSION,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch (error) {
    throw new LrsError(`${method} ${resource}: ${error instanceof Error ? error.message : String(error)}`, null, true);
  }
  if (response.ok || (method === 'GET' && response.status === 404)) return response;
  const status = response.status;
  throw new LrsError(`${method} ${resource}: HTTP ${status}`, status, status === 408 || status === 429 || status >= 500);
}
