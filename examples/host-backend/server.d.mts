import type { IncomingMessage, RequestListener, Server } from 'node:http';
import type { WebhookEvent } from '../../src/contract';
import type { ProgressStore } from './progressStore.mjs';

/** Types of server.mjs, for TypeScript readers and the tests that run it. */
export interface HostBackendOptions {
  baseUrl: string;
  apiKey: string;
  webhookSecret: string;
  /** The signed-in learner of a request, from the host's own session. */
  userIdOf(request: IncomingMessage): string;
  onEvent(event: WebhookEvent): void;
  /** Where the player's progress is kept (`openProgressStore()`); only the /progress routes use it. */
  progressStore?: ProgressStore;
  /**
   * Where the routes are mounted: `'/api/ce'` answers the paths of the development service
   * (`/api/ce/course-content`, `/api/ce/submit-progress`), so a page written against it needs no change.
   * @default ''
   */
  basePath?: string;
}

export function hostBackendHandler(options: HostBackendOptions): RequestListener;
export function createHostBackend(options: HostBackendOptions): Server;
