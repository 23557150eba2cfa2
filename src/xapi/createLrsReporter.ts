import type { Course } from '../model/types';
import type { PlayerEvent } from '../store/types';
import { createAnswerBuffer } from './answerBuffer';
import { lrsRequest, type LrsConnection } from './lrsRequest';
import { createStatementQueue, type QueueStats, type StatementQueueOptions } from './statementQueue';
import { toStatements } from './toStatements';
import type { XapiAgent } from './types';
import { randomUuid } from './uuid';

/** Options of `createLrsReporter`: the LRS, the actor, the course and its activity id. */
export interface LrsReporterOptions extends LrsConnection, Pick<StatementQueueOptions, 'maxAttempts' | 'baseDelayMs' | 'maxDelayMs' | 'timers' | 'onError'> {
  actor: XapiAgent;
  course: Course;
  /** The course's activity IRI (docs/xapi.md). */
  activityId: string;
  registration?: string;
  /** Send what the learner typed as `result.response`. @default false */
  includeFreeText?: boolean;
  /** @default Date.now */
  now?: () => number;
  /** @default crypto.randomUUID */
  newId?: () => string;
}

/** Sends the player's events to an LRS as xAPI statements (`createLrsReporter`). */
export interface LrsReporter {
  /** Give it every player event (`onEvent={reporter.onEvent}`); never throws, never waits. */
  onEvent(event: PlayerEvent): void;
  /** Resolves when everything so far was sent (or given up). */
  drained(): Promise<void>;
  stats(): QueueStats;
}

/** Sends the player's events to a plain LRS as xAPI statements (no cmi5 launch). */
export function createLrsReporter(options: LrsReporterOptions): LrsReporter {
  const buffer = createAnswerBuffer();
  const queue = createStatementQueue({ ...options, send: (batch) => lrsRequest(options, 'POST', 'statements', {}, batch, true) });
  let sessionId: string | undefined;
  return {
    onEvent(event) {
      try {
        if ('sessionId' in event) sessionId = event.sessionId;
        const context = { ...options, sessionId, now: (options.now ?? Date.now)(), newId: options.newId ?? randomUuid };
        queue.enqueue(buffer.take(toStatements(event, context)));
        if (event.type === 'session_ended') queue.sendNow();
      } catch (error) {
        options.onError?.(error instanceof Error ? error : new Error(String(error)), []);
      }
    },
    drained: () => queue.drained(),
    stats: () => queue.stats(),
  };
}
