import { createApiError } from '../../src/client/createApiError';
import type { SubmitProgressBody } from '../../src/contract';
import { PHASE_TYPES } from '../../src/contract/course';
import type { ReferenceScorer } from '../support/referenceScorer';
import type { SeededRandom } from './seededRandom';

/**
 * The deadline these suites give a submission: past the latest late answer (45 s), so a late answer
 * is one the player waits for, never one it gives up on and sends again (a request the service
 * never answers is submitTimeout.test.ts's).
 */
export const LATE_ANSWER_DEADLINE_MS = 60_000;

/** Every way onSubmit misbehaves in suite 1. */
export const FAULTS = [
  'network error', '500', '503', '429', '401', 'late', 'out of order',
  'success:false', 'HTTP error body', 'undefined', 'a string',
] as const;
export type Fault = (typeof FAULTS)[number];

export interface Scheduler {
  after(ms: number, callback: () => void): unknown;
}

export interface FlakyServiceOptions {
  scorer: ReferenceScorer;
  random: SeededRandom;
  /** Runs a response after its latency: virtual time in the store suite, real timers in jsdom. */
  schedule: Scheduler;
  /** The service misbehaves on this many requests, then recovers for good. */
  faultyRequests: number;
  /** Chance that a request during the faulty stretch gets a fault. */
  faultRate: number;
  /** Latency of a healthy response, and of a late one, in ms. */
  latency?: { healthy: [number, number]; late: [number, number] };
}

/** What the player sent, as the service (and the wire) saw it. */
export interface Ledger {
  sent: SubmitProgressBody[];
  faults: Record<Fault, number>;
  /**
   * A body sent while another for the same target was unanswered, or after the service accepted
   * the same answers for it (a check sent again with a newly answered puzzle is a new check).
   */
  duplicates: string[];
  /** Responses that arrived while a request sent earlier was still unanswered. */
  reordered: number;
  /** The last body per target whose success the player was handed, by target key. */
  accepted: Map<string, SubmitProgressBody>;
  /** Successes the service refused to give because the body was invalid (a player bug). */
  invalidBodies: string[];
}

/** A whole-phase submission, or one graded check (its phase_type is the component's kind). */
export function targetOf(body: SubmitProgressBody): string {
  return (PHASE_TYPES as readonly string[]).includes(body.phase_type) ? `phase:${body.phase_id}` : `check:${body.phase_id}:${body.phase_type}`;
}

/**
 * POST /api-submit-progress behind a bad network and an unwell service: the reference scorer
 * answers, but for a while responses are lost, refused, slow, reordered or not responses at all.
 * Some faults happen after the service has already recorded the body (a 500 from a proxy, a slow
 * success), as in life.
 */
export function createFlakyService(options: FlakyServiceOptions) {
  const { scorer, random, schedule } = options;
  const latency = options.latency ?? { healthy: [20, 400], late: [5_000, 45_000] };
  const ledger: Ledger = {
    sent: [], faults: Object.fromEntries(FAULTS.map((fault) => [fault, 0])) as Record<Fault, number>,
    duplicates: [], reordered: 0, accepted: new Map(), invalidBodies: [],
  };
  const unanswered = new Map<string, number>();
  const order: number[] = [];
  /** Per target, the answers the service accepted (time left out: it grows between retries). */
  const succeeded = new Map<string, string>();
  const answersOf = (body: SubmitProgressBody) => JSON.stringify({ ...body, time_spent_minutes: 0 });
  let requests = 0;

  const onSubmit = (body: SubmitProgressBody): Promise<unknown> => {
    const copy = structuredClone(body);
    const target = targetOf(copy);
    const number = (requests += 1);
    ledger.sent.push(copy);
    if ((unanswered.get(target) ?? 0) > 0) ledger.duplicates.push(`${target}: sent while one was unanswered (request ${number})`);
    if (succeeded.get(target) === answersOf(copy)) ledger.duplicates.push(`${target}: sent after it succeeded (request ${number})`);
    unanswered.set(target, (unanswered.get(target) ?? 0) + 1);
    order.push(number);

    const fault = number <= options.faultyRequests && random.chance(options.faultRate) ? random.pick(FAULTS) : null;
    if (fault) ledger.faults[fault] += 1;
    // Whether the service got the body before things went wrong.
    const recorded = fault === null || fault === 'late' || fault === 'out of order' || ((fault === '500' || fault === 'a string') && random.chance(0.5));
    const envelope = recorded ? scorer.submit(copy) : null;
    const [low, high] = fault === 'late' ? latency.late : fault === 'out of order' ? [latency.healthy[1], latency.late[1]] : latency.healthy;
    const delay = random.int(low, high);

    return new Promise((resolve, reject) => {
      schedule.after(delay, () => {
        unanswered.set(target, (unanswered.get(target) ?? 1) - 1);
        order.splice(order.indexOf(number), 1);
        if (order.some((earlier) => earlier < number)) ledger.reordered += 1;
        const outcome = respond(fault, envelope, random);
        if (outcome.reject) return reject(outcome.value);
        if (envelope?.success === true && outcome.value === envelope) {
          succeeded.set(target, answersOf(copy));
          ledger.accepted.set(target, copy);
        } else if (fault === null && envelope?.success === false) {
          ledger.invalidBodies.push(`${target}: ${JSON.stringify(envelope.error)}`);
        }
        resolve(outcome.value);
      });
    });
  };
  return { onSubmit, ledger };
}

function respond(fault: Fault | null, envelope: unknown, random: SeededRandom): { reject: boolean; value: unknown } {
  const rejected = (value: unknown) => ({ reject: true, value });
  const resolved = (value: unknown) => ({ reject: false, value });
  switch (fault) {
    case null:
    case 'late':
    case 'out of order':
      return resolved(envelope);
    case 'network error':
      return rejected(new TypeError('Failed to fetch'));
    case '500':
      return rejected(createApiError('Internal Server Error', { status: 500 }));
    case '503':
      return rejected(createApiError('Service Unavailable', { status: 503 }));
    case '429':
      // Sometimes longer than the player waits on its own (60 s): then the learner presses Try again.
      return rejected(createApiError('Too Many Requests', { status: 429, code: 'rate_limited', retryAfterMs: random.pick([0, 800, 2_000, 15_000, 90_000]) }));
    case '401':
      return rejected(createApiError('Unauthorized', { status: 401, code: 'invalid_api_key' }));
    case 'success:false':
      return resolved(random.chance(0.5)
        ? { success: false, error: 'Rate limit exceeded', error_code: 'rate_limited', contract_version: '2026-09-03' }
        : { success: false, error: 'Something went wrong', contract_version: '2026-09-03' });
    case 'HTTP error body':
      return resolved(random.pick([{ status: 502, error: 'Bad Gateway' }, { status: 504, message: 'Gateway Timeout' }, { statusCode: 500, body: '<html>oops</html>' }]));
    case 'undefined':
      return resolved(undefined);
    case 'a string':
      return resolved(random.pick(['<html><body>502 Bad Gateway</body></html>', 'OK', '']));
  }
}
