import type { IncomingMessage, Server } from 'node:http';
import type { WebhookEvent } from '../../src/contract';

/** Types of server.mjs, for TypeScript readers and the test that runs it. */
export interface HostBackendOptions {
  baseUrl: string;
  apiKey: string;
  webhookSecret: string;
  /** The signed-in learner of a request, from the host's own session. */
  userIdOf(request: IncomingMessage): string;
  onEvent(event: WebhookEvent): void;
}

export function createHostBackend(options: HostBackendOptions): Server;
