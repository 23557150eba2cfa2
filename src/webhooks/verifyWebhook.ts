import type { WebhookEvent } from '../contract';
import { WebhookVerificationError } from './errors';
import { parseWebhookEvent } from './parseWebhookEvent';
import { hexToBytes, isSignatureValid, type RawBody, toBytes } from './signature';
import { parseWebhookTimestamp } from './timestamp';

/** Input of `verifyWebhook`: the raw body and the two headers of spec 5.6. */
export interface VerifyWebhookInput {
  /** The body exactly as received; never a re-serialized object. */
  rawBody: RawBody;
  /** `X-Webhook-Signature`. */
  signature: string | null | undefined;
  /** `X-Webhook-Timestamp`. */
  timestamp: string | null | undefined;
  /** The endpoint's signing secret; several during a rotation (any may match). */
  secret: string | readonly string[];
  /** Largest accepted distance between the timestamp and now, either way. @default 300 */
  toleranceSeconds?: number;
  /** @default Date.now() */
  now?: number | Date;
}

/**
 * Checks a delivery's signature and freshness, then returns its typed event. Throws a
 * WebhookVerificationError whose `reason` says which check failed.
 */
export async function verifyWebhook(input: VerifyWebhookInput): Promise<WebhookEvent> {
  const { signature, timestamp } = input;
  if (!signature?.trim() || !timestamp?.trim()) {
    throw new WebhookVerificationError('missing_header', 'X-Webhook-Signature and X-Webhook-Timestamp are required');
  }
  const signatureBytes = hexToBytes(signature.trim());
  if (!signatureBytes) {
    throw new WebhookVerificationError('malformed_signature', 'X-Webhook-Signature is not 64 hex digits');
  }
  const sentAt = parseWebhookTimestamp(timestamp);
  if (sentAt === null) {
    throw new WebhookVerificationError('malformed_timestamp', 'X-Webhook-Timestamp is neither Unix seconds nor ISO 8601');
  }
  const now = input.now === undefined ? Date.now() : Number(input.now);
  const toleranceMs = (input.toleranceSeconds ?? 300) * 1000;
  if (Math.abs(now - sentAt) > toleranceMs) {
    throw new WebhookVerificationError('timestamp_out_of_tolerance', 'X-Webhook-Timestamp is too old or in the future');
  }
  const secrets = typeof input.secret === 'string' ? [input.secret] : input.secret;
  if (secrets.length === 0) throw new TypeError('at least one webhook secret is required');
  let valid = false;
  // The header value is signed as sent (not trimmed or normalized); every secret is tried.
  for (const secret of secrets) valid = (await isSignatureValid(secret, timestamp, input.rawBody, signatureBytes)) || valid;
  if (!valid) throw new WebhookVerificationError('signature_mismatch', 'signature does not match the body');
  return parseWebhookEvent(toBytes(input.rawBody));
}
