import { LATEST_REVISION } from '../contract/revisions';
import type { CourseContentPayload } from '../contract/course';
import type { EnvelopePayload } from '../contract/envelope';
import type { CourseAnswerKeys } from './answerKeys';
import { indexPhase } from './scorer/phaseIndex';
import { scoreSubmission, type ScoredRationale } from './scorer/scoreSubmission';
import { BadRequest, readBody, submissionMode } from './scorer/submitBody';

/**
 * A stand-in for POST /api-submit-progress: scores bodies against the keys the service keeps, so
 * the development service (`ce-course-player/dev-service`, `ce-course-player/vite`), the stories
 * and the player tests exercise the real round trip (submit, score, rationale reveal, phase
 * completion) without the CE service. It runs where the keys are: never in the browser. The per-question rationale structure is not shown in the spec (section 4);
 * this is the shape we chose and document in docs/assumptions.md. Reading the body, indexing a
 * phase's keys and scoring are the modules of ./scorer/.
 */

export type { ScoredRationale } from './scorer/scoreSubmission';

/** The `data` of a scored submission, as the reference scorer (and the development service) answers it. */
export interface SubmitProgressResult {
  score: number;
  passed: boolean;
  all_phases_complete: boolean;
  /** Ids of the phases this learner has passed, in course order. */
  completed_phases: string[];
  rationales: ScoredRationale[];
}

/** The envelope the development service answers `POST /api/ce/submit-progress` with. */
export type SubmitProgressEnvelope = EnvelopePayload<SubmitProgressResult>;

export interface ReferenceScorerOptions {
  /** Pass mark for phases the keys do not list. Defaults to 70. */
  defaultPassMark?: number;
  /** contract_version stamped on every envelope. Defaults to the latest revision. */
  contractVersion?: string;
}

export interface ReferenceScorer {
  /** Takes `unknown` on purpose: tests post broken bodies, as a buggy player might. */
  submit(body: unknown): SubmitProgressEnvelope;
  /** Every body received, valid or not, so tests can assert what the player posted. */
  readonly received: readonly unknown[];
  completedPhases(userId: string): string[];
}

export function createReferenceScorer(
  course: CourseContentPayload,
  keys: CourseAnswerKeys,
  options: ReferenceScorerOptions = {},
): ReferenceScorer {
  const contractVersion = options.contractVersion ?? LATEST_REVISION;
  const defaultPassMark = options.defaultPassMark ?? 70;
  const phases = [...course.phases].sort((a, b) => a.order - b.order);
  const indexes = new Map(phases.map((phase) => [phase.id, indexPhase(phase, keys)]));
  const completedByUser = new Map<string, Set<string>>();
  const received: unknown[] = [];

  const completedPhases = (userId: string): string[] => {
    const done = completedByUser.get(userId) ?? new Set<string>();
    return phases.filter((phase) => done.has(phase.id)).map((phase) => phase.id);
  };

  const submit = (body: unknown): SubmitProgressEnvelope => {
    received.push(body);
    try {
      const request = readBody(body, course.course_id);
      const index = indexes.get(request.phase_id);
      if (!index) throw new BadRequest(`Unknown phase_id "${request.phase_id}".`);
      const mode = submissionMode(request.phase_type, index);
      const scored = scoreSubmission(request, index, mode);
      const passMark = keys.pass_marks[index.phase.id] ?? defaultPassMark;
      const passed = scored.score >= passMark;

      // Only a whole-phase submission completes a phase; anchor checks never do (spec 2.8 rule 1).
      if (mode === 'phase' && passed) {
        const done = completedByUser.get(request.user_id) ?? new Set<string>();
        done.add(index.phase.id);
        completedByUser.set(request.user_id, done);
      }
      const completed = completedPhases(request.user_id);
      const allDone = phases.filter((phase) => phase.required).every((phase) => completed.includes(phase.id));
      return {
        success: true,
        contract_version: contractVersion,
        error: null,
        data: {
          score: scored.score,
          passed,
          all_phases_complete: allDone,
          completed_phases: completed,
          rationales: scored.rationales,
        },
      };
    } catch (error) {
      if (!(error instanceof BadRequest)) throw error;
      // The spec pairs no error_code with a 400 (section 7), so none is sent.
      return { success: false, contract_version: contractVersion, error: error.message };
    }
  };

  return { submit, received, completedPhases };
}
