import { createApiError } from '../../../src/client/createApiError';
import type { SubmitProgressBody } from '../../../src/contract';
import { PHASE_TYPES } from '../../../src/contract/course';
import type { SeededRandom } from '../seededRandom';

/**
 * A CE service as the spec allows it to answer POST /api-submit-progress (sections 4 and 7), chosen
 * by a seed rather than by what the player expects: a score or none, a verdict or none, rationales
 * absent, empty, partial or per question with or without a verdict, a few retryable failures first
 * (a network error, a 503, a 429, an HTTP error body, or no answer at all until the player gives up),
 * and a failing verdict that a retake turns into a pass. It never knows the right answers.
 */
export interface ServiceModelOptions {
  random: SeededRandom;
  /** Required phase ids: the service says all_phases_complete (when it says anything) once each passed. */
  requiredPhaseIds: readonly string[];
  /** Retryable failures a request may meet before one gets through (per target). */
  maxFailuresFirst?: number;
  /** Explicit wrong verdicts one question may get before the service stops saying so. */
  maxWrongVerdicts?: number;
}

export interface ServiceLedger {
  bodies: SubmitProgressBody[];
  failures: number;
  /** Of those, requests never answered (the player's deadline ended them). */
  hung: number;
  /** Phases answered `passed: false`, and so retaken. */
  failedPhases: string[];
  /** The shape of every accepted answer, for the walk's failure message. */
  envelopes: string[];
}

const PHASE_TYPE_SET: ReadonlySet<string> = new Set(PHASE_TYPES);
/** The deadline the walks give the player: a request the model never answers fails after this long. */
export const HANG_DEADLINE_MS = 200;
type Envelope = Record<string, unknown>;

export function createServiceModel({ random, requiredPhaseIds, maxFailuresFirst = 2, maxWrongVerdicts = 1 }: ServiceModelOptions) {
  const ledger: ServiceLedger = { bodies: [], failures: 0, hung: 0, failedPhases: [], envelopes: [] };
  const failuresLeft = new Map<string, number>();
  const wrongSoFar = new Map<string, number>();
  const passed = new Set<string>();

  /** Each target meets 0..max retryable failures before its first answer gets through. */
  const failFirst = (target: string, signal: AbortSignal | undefined): unknown | null => {
    if (!failuresLeft.has(target)) failuresLeft.set(target, random.int(0, maxFailuresFirst));
    const left = failuresLeft.get(target) ?? 0;
    if (left === 0) return null;
    failuresLeft.set(target, left - 1);
    ledger.failures += 1;
    switch (random.int(0, 4)) {
      // Never answers: the player's deadline (submitTimeoutMs) aborts it, as fetch would reject.
      case 4:
        ledger.hung += 1;
        return new Promise((_resolve, reject) => signal?.addEventListener('abort', () => reject(signal.reason)));
      case 0: throw new TypeError('Failed to fetch');
      case 1: throw createApiError('Service Unavailable', { status: 503 });
      case 2: throw createApiError('Too Many Requests', { status: 429, code: 'rate_limited', retryAfterMs: 0 });
      default: return { status: 502, code: 'bad_gateway' };
    }
  };

  // A service answers in one style: the seed picks it once, so a style that never gives a verdict
  // (which the spec allows) is met on every request of the walk, not averaged away by the others.
  const style = {
    rationales: random.pick(['absent', 'empty', 'partial', 'verdicts', 'texts only', 'map'] as const),
    score: random.pick(['absent', 'null', 'number'] as const),
    passed: random.pick(['absent', 'null', 'true'] as const),
    /** Whether a phase's first submission may be answered `passed: false` (a retake then passes). */
    failsOnce: random.chance(0.5),
    contractVersion: random.chance(0.5),
  };

  /** A verdict for one question: wrong only a bounded number of times per question. */
  const verdict = (questionId: string): Record<string, unknown> => {
    if (style.rationales === 'texts only') return random.chance(0.5) ? { rationale: 'Noted.' } : { correct: null, rationale: 'Noted.' };
    const wrong = wrongSoFar.get(questionId) ?? 0;
    if (wrong < maxWrongVerdicts && random.chance(0.3)) {
      wrongSoFar.set(questionId, wrong + 1);
      return random.chance(0.5) ? { is_correct: false } : { correct: false, rationale: 'Not quite.' };
    }
    return random.chance(0.5) ? { correct: true, rationale: 'Right.' } : { is_correct: true };
  };

  const rationalesFor = (body: SubmitProgressBody): Envelope => {
    const ids = [
      ...(body.answers ?? []).map((answer) => answer.question_id),
      ...(body.matches ?? []).map((match) => match.source_id),
      ...(body.placements ?? []).map((placement) => placement.item_id),
    ];
    switch (style.rationales) {
      case 'absent': return {};
      case 'empty': return { rationales: [] };
      case 'partial': return { rationales: ids.filter(() => random.chance(0.5)).map((id) => ({ question_id: id, ...verdict(id) })) };
      case 'map': return { rationales: Object.fromEntries(ids.map((id) => [id, verdict(id)])) };
      default: return { rationales: ids.map((id) => ({ question_id: id, ...verdict(id) })) };
    }
  };

  const scoreField = (): Envelope => (style.score === 'absent' ? {} : { score: style.score === 'null' ? null : random.int(0, 100) });

  /** The style's verdict, or (once per phase when the style fails once, never on a retake) false. */
  const passedField = (phaseId: string): Envelope => {
    if (style.failsOnce && !ledger.failedPhases.includes(phaseId) && random.chance(0.5)) {
      ledger.failedPhases.push(phaseId);
      return { passed: false };
    }
    passed.add(phaseId);
    return style.passed === 'absent' ? {} : { passed: style.passed === 'null' ? null : true };
  };

  const onSubmit = async (body: SubmitProgressBody, init?: { signal: AbortSignal }): Promise<unknown> => {
    ledger.bodies.push(structuredClone(body));
    // A phase submission names a phase type; a check names a component kind (spec 4).
    const isPhase = PHASE_TYPE_SET.has(body.phase_type);
    const target = isPhase ? `phase:${body.phase_id}` : `check:${body.phase_id}:${(body.answers ?? []).map((answer) => answer.question_id).join(',')}`;
    const failure = failFirst(target, init?.signal);
    if (failure !== null) return failure;
    const data: Envelope = { ...scoreField(), ...rationalesFor(body) };
    if (isPhase) {
      Object.assign(data, passedField(body.phase_id));
      const complete = requiredPhaseIds.every((id) => passed.has(id));
      if (random.chance(0.5)) data.all_phases_complete = complete;
    }
    const envelope = style.contractVersion ? { success: true, contract_version: '2026-09-03', data } : { success: true, data };
    ledger.envelopes.push(JSON.stringify(envelope));
    return envelope;
  };

  return { onSubmit, ledger, style };
}
