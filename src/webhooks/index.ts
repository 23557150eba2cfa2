export { verifyWebhook, type VerifyWebhookInput } from './verifyWebhook';
export {
  readWebhookHeaders,
  verifyWebhookRequest,
  type HeaderSource,
  type VerifyWebhookRequestOptions,
} from './webhookHeaders';
export { WebhookVerificationError, type UnknownWebhookEventPayload, type WebhookFailureReason } from './errors';
export { parseWebhookTimestamp } from './timestamp';
export { signWebhookPayload, type RawBody } from './signature';
export {
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TIMESTAMP_HEADER,
  type WebhookEvent,
  type WebhookEventType,
} from '../contract';
