/**
 * Why a delivery was refused. `unknown_event` and `malformed_body` come after a valid signature:
 * the delivery is authentic, so acknowledge `unknown_event` with a 2xx (a newer event type must
 * not get the endpoint disabled after 5 failures).
 */
export type WebhookFailureReason =
  | 'missing_header'
  | 'malformed_signature'
  | 'malformed_timestamp'
  | 'timestamp_out_of_tolerance'
  | 'signature_mismatch'
  | 'malformed_body'
  | 'unknown_event';

/** The body of an authentic delivery whose `event` this library does not know. */
export interface UnknownWebhookEventPayload {
  event: string;
  timestamp: string;
  data: Record<string, unknown>;
}

/** Thrown by `verifyWebhook`; route on `reason`, never on `message`. */
export class WebhookVerificationError extends Error {
  readonly reason: WebhookFailureReason;
  /** Set for `unknown_event` only: the authenticated body. */
  readonly payload: UnknownWebhookEventPayload | undefined;

  constructor(reason: WebhookFailureReason, message: string, payload?: UnknownWebhookEventPayload) {
    super(message);
    this.name = 'WebhookVerificationError';
    this.reason = reason;
    this.payload = payload;
  }
}
