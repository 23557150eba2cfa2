import { NetworkError, TimeoutError } from './errors';

/** A response whose body was read to the end, or whose body broke off. */
export interface Exchange {
  status: number;
  ok: boolean;
  headers: Headers;
  /** The whole body, or null when reading it failed part-way. */
  text: string | null;
}

export interface ExchangeInput {
  url: string;
  init: RequestInit;
  fetch: typeof fetch;
  timeoutMs: number;
  signal?: AbortSignal | undefined;
  /** `METHOD /path`, carried on errors. */
  request: string;
}

/**
 * One fetch with a deadline over headers and body. A caller's abort is rethrown as its reason
 * (standard fetch behaviour); our own deadline becomes a TimeoutError.
 */
export async function exchange(input: ExchangeInput): Promise<Exchange> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, input.timeoutMs);
  const forwardAbort = () => controller.abort(input.signal?.reason);
  if (input.signal?.aborted) forwardAbort();
  input.signal?.addEventListener('abort', forwardAbort, { once: true });

  const failure = (error: unknown, status?: number): unknown => {
    if (timedOut) {
      return new TimeoutError(`${input.request}: no complete response within ${input.timeoutMs} ms`, {
        request: input.request,
        status,
        cause: error,
      });
    }
    if (input.signal?.aborted) return input.signal.reason;
    return undefined;
  };

  try {
    let response: Response;
    try {
      response = await input.fetch(input.url, { ...input.init, signal: controller.signal });
    } catch (error) {
      throw failure(error) ?? new NetworkError(`${input.request}: network error`, { request: input.request, cause: error });
    }
    let text: string | null;
    try {
      text = await response.text();
    } catch (error) {
      const known = failure(error, response.status);
      if (known !== undefined) throw known;
      text = null;
    }
    return { status: response.status, ok: response.ok, headers: response.headers, text };
  } finally {
    clearTimeout(timer);
    input.signal?.removeEventListener('abort', forwardAbort);
  }
}
