import { WEBHOOK_SIGNATURE_HEADER, WEBHOOK_TIMESTAMP_HEADER, type WebhookEvent } from '../contract';
import { verifyWebhook, type VerifyWebhookInput } from './verifyWebhook';

/** Fetch `Headers`, or Node's `IncomingHttpHeaders` (lower-case keys, arrays for repeats). */
export type HeaderSource =
  | { get(name: string): string | null }
  | Readonly<Record<string, string | readonly string[] | undefined>>;

function readHeader(headers: HeaderSource, name: string): string | undefined {
  if (typeof headers.get === 'function') return (headers as { get(name: string): string | null }).get(name) ?? undefined;
  const record = headers as Readonly<Record<string, string | readonly string[] | undefined>>;
  const key = Object.keys(record).find((candidate) => candidate.toLowerCase() === name.toLowerCase());
  const value = key === undefined ? undefined : record[key];
  // A repeated header is joined, which then fails as malformed rather than picking one copy.
  return typeof value === 'string' || value === undefined ? value : value.join(', ');
}

/** The two signature headers of spec 5.6, ready to spread into `verifyWebhook`. */
export function readWebhookHeaders(headers: HeaderSource): { signature: string | undefined; timestamp: string | undefined } {
  return {
    signature: readHeader(headers, WEBHOOK_SIGNATURE_HEADER),
    timestamp: readHeader(headers, WEBHOOK_TIMESTAMP_HEADER),
  };
}

/** Options of `verifyWebhookRequest`. */
export type VerifyWebhookRequestOptions = Pick<VerifyWebhookInput, 'toleranceSeconds' | 'now'>;

/**
 * Verifies a Fetch `Request` (edge runtimes, Next.js route handlers). Reads the body as bytes, so
 * the request body is consumed.
 */
export async function verifyWebhookRequest(
  request: Request,
  secret: string | readonly string[],
  options: VerifyWebhookRequestOptions = {},
): Promise<WebhookEvent> {
  const rawBody = new Uint8Array(await request.arrayBuffer());
  return verifyWebhook({ ...options, ...readWebhookHeaders(request.headers), rawBody, secret });
}
