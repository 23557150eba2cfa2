import { WEBHOOK_EVENT_TYPES, type WebhookEvent, type WebhookEventType } from '../contract';
import { type UnknownWebhookEventPayload, WebhookVerificationError } from './errors';

const decoder = new TextDecoder('utf-8', { fatal: true });

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads an authenticated body as `{ event, timestamp, data }` (spec 6). Only the envelope is
 * checked: data fields are the service's, and later revisions may add to them.
 */
export function parseWebhookEvent(body: Uint8Array): WebhookEvent {
  let parsed: unknown;
  try {
    parsed = JSON.parse(decoder.decode(body));
  } catch {
    throw new WebhookVerificationError('malformed_body', 'webhook body is not UTF-8 JSON');
  }
  if (!isRecord(parsed) || typeof parsed.event !== 'string' || typeof parsed.timestamp !== 'string' || !isRecord(parsed.data)) {
    throw new WebhookVerificationError('malformed_body', 'webhook body is not { event, timestamp, data }');
  }
  if (!(WEBHOOK_EVENT_TYPES as readonly string[]).includes(parsed.event)) {
    const payload: UnknownWebhookEventPayload = { event: parsed.event, timestamp: parsed.timestamp, data: parsed.data };
    throw new WebhookVerificationError('unknown_event', `authentic webhook of unknown event "${parsed.event}"`, payload);
  }
  return { ...parsed, event: parsed.event as WebhookEventType } as WebhookEvent;
}
