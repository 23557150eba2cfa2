import type { SubmitProgressBody } from '../contract';
import type { SubmitInit } from '../store/options';

/** The error `submitProgressTo`'s `onSubmit` rejects with: what the player's retry logic reads. */
export interface SubmitHttpError extends Error {
  /** The HTTP status of the answer. */
  status: number;
  /** The envelope's `error_code` (or a `code` field), when the answer carried one. */
  code: string | null;
  /** How long to wait before a retry, from the body's `retryAfterMs` or a `Retry-After` header (429). */
  retryAfterMs: number | null;
}

/**
 * An `onSubmit` that posts each submission as JSON to a URL of your backend (or of the
 * development service) and answers the player the way `docs/contract.md` asks: it resolves with
 * the response's JSON on a 2xx, and on any other status rejects with a {@link SubmitHttpError}
 * carrying `status`, `code` and `retryAfterMs`, so the player retries 5xx and 429 and never 401/403.
 * The player's `signal` is passed to `fetch`: a send that takes longer than `submitTimeoutMs` is aborted.
 *
 * @param url Where your backend receives the body, e.g. `/api/ce/submit-progress`.
 * @param init More `fetch` options (headers such as a CSRF token, `credentials`); method, body and signal are set here.
 * @example
 * <CoursePlayer payload={course} userId={learnerId} onSubmit={submitProgressTo('/api/ce/submit-progress')} />
 */
export function submitProgressTo(url: string, init: Omit<RequestInit, 'method' | 'body' | 'signal'> = {}): (body: SubmitProgressBody, init: SubmitInit) => Promise<unknown> {
  return async (body, { signal }) => {
    const response = await fetch(url, {
      ...init,
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...Object.fromEntries(new Headers(init.headers)) },
      body: JSON.stringify(body),
      signal,
    });
    const answer: unknown = await response.json().catch(() => null);
    if (response.ok) return answer;
    const fields = typeof answer === 'object' && answer !== null ? (answer as Record<string, unknown>) : {};
    const code = fields.error_code ?? fields.code;
    const retryAfterSeconds = Number(response.headers.get('Retry-After'));
    const retryAfterMs =
      typeof fields.retryAfterMs === 'number' ? fields.retryAfterMs : Number.isFinite(retryAfterSeconds) && response.headers.has('Retry-After') ? retryAfterSeconds * 1000 : null;
    throw Object.assign(new Error(`Submit failed: HTTP ${response.status}`), {
      status: response.status,
      code: typeof code === 'string' ? code : null,
      retryAfterMs,
    }) satisfies SubmitHttpError;
  };
}
