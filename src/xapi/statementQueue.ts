import { LrsError } from './lrsRequest';
import type { XapiStatement } from './types';

/** Options of a statement queue: how a batch is sent and how failures are retried. */
export interface StatementQueueOptions {
  /** Sends one batch in order; rejects with an LrsError (anything else counts as a network failure). */
  send(statements: XapiStatement[], keepalive: boolean): Promise<unknown>;
  /** Tries per batch before it is given up. @default 6 */
  maxAttempts?: number;
  /** The first retry's delay, doubled each time up to `maxDelayMs`. @default 1000 */
  baseDelayMs?: number;
  /** @default 30000 */
  maxDelayMs?: number;
  /** Statements kept waiting at most; past it the oldest are given up. @default 500 */
  maxQueued?: number;
  /** Statements per request. @default 25 */
  maxBatch?: number;
  /** Hears every batch given up (rejected by the LRS, out of tries, or over `maxQueued`). */
  onError?(error: Error, statements: XapiStatement[]): void;
  timers?: { setTimeout(run: () => void, ms: number): unknown; clearTimeout(handle: unknown): void };
}

/** What the queue did so far. */
export interface QueueStats {
  sent: number;
  rejected: number;
  givenUp: number;
  retries: number;
}

/** Sends xAPI statements in order, in batches, retrying failures. */
export interface StatementQueue {
  enqueue(statements: readonly XapiStatement[]): void;
  /** Resolves once nothing waits (sent or given up). */
  drained(): Promise<void>;
  /** The page is going away: sends what waits now, in one keepalive request, without retries. */
  sendNow(): void;
  stats(): QueueStats;
}

/**
 * Sends statements in order, one request at a time, so a slow or failing LRS never blocks the
 * learner: a failed request is retried with exponential backoff, a bounded number of times.
 */
export function createStatementQueue(options: StatementQueueOptions): StatementQueue {
  const { maxAttempts = 6, baseDelayMs = 1000, maxDelayMs = 30_000, maxQueued = 500, maxBatch = 25 } = options;
  const timers = options.timers ?? { setTimeout: (run: () => void, ms: number) => setTimeout(run, ms), clearTimeout: (handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>) };
  const waiting: XapiStatement[] = [];
  const stats: QueueStats = { sent: 0, rejected: 0, givenUp: 0, retries: 0 };
  let inFlight = 0;
  let attempt = 0;
  let retry: unknown = null;
  let idle: Array<() => void> = [];

  const giveUp = (error: Error, statements: XapiStatement[], rejected: boolean) => {
    if (rejected) stats.rejected += statements.length;
    else stats.givenUp += statements.length;
    options.onError?.(error, statements);
  };

  const pump = () => {
    if (inFlight > 0 || retry !== null) return;
    if (waiting.length === 0) {
      for (const resolve of idle.splice(0)) resolve();
      return;
    }
    const batch = waiting.slice(0, maxBatch);
    inFlight = batch.length;
    options.send(batch, false).then(
      () => {
        waiting.splice(0, inFlight);
        stats.sent += inFlight;
        inFlight = 0;
        attempt = 0;
        pump();
      },
      (cause: unknown) => {
        const error = cause instanceof Error ? cause : new Error(String(cause));
        const retryable = !(error instanceof LrsError) || error.retryable;
        attempt += 1;
        if (!retryable || attempt >= maxAttempts) {
          giveUp(error, waiting.splice(0, inFlight), !retryable);
          attempt = 0;
        } else {
          stats.retries += 1;
          retry = timers.setTimeout(() => {
            retry = null;
            pump();
          }, Math.min(maxDelayMs, baseDelayMs * 2 ** (attempt - 1)));
        }
        inFlight = 0;
        pump();
      },
    );
  };

  return {
    enqueue(statements) {
      waiting.push(...statements);
      if (waiting.length > maxQueued) giveUp(new Error('xAPI queue full'), waiting.splice(inFlight, waiting.length - maxQueued), false);
      pump();
    },
    drained: () => (waiting.length === 0 ? Promise.resolve() : new Promise((resolve) => idle.push(resolve))),
    sendNow() {
      if (retry !== null) timers.clearTimeout(retry);
      retry = 'unloading';
      // The batch in flight is on its way; the rest goes now, in order, while the page can still send.
      const rest = waiting.splice(inFlight);
      if (rest.length === 0) return;
      options.send(rest, true).then(
        () => void (stats.sent += rest.length),
        (error: unknown) => giveUp(error instanceof Error ? error : new Error(String(error)), rest, error instanceof LrsError && !error.retryable),
      );
    },
    stats: () => ({ ...stats }),
  };
}
