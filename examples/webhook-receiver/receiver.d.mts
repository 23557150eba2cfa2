import type { Server } from 'node:http';
import type { WebhookEvent } from '../../src/contract';

/** Types of receiver.mjs, for TypeScript readers and the test that runs it. */
export function deliveryKey(event: WebhookEvent): string;

export interface WebhookReceiverOptions {
  secret: string | readonly string[];
  /** Runs once per distinct event, after the 2xx has been sent. */
  handle(event: WebhookEvent): unknown;
  /** @default 86400000 */
  rememberMs?: number;
  /** @default 100000 */
  maxKeys?: number;
  now?: () => number;
}

export function createWebhookReceiver(options: WebhookReceiverOptions): Server;
