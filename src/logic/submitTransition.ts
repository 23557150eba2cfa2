import type { Course } from '../model/types';
import type { AnswerMap } from './answers';
import { anchorIds } from './gating';
import { areRequiredPhasesComplete } from './locking';
import { findPhase, nextPosition, type Position } from './navigation';
import { phaseHasQuestions } from './primaryAction';
import { acceptedPuzzleVerdicts } from './puzzles';
import type { MediaWatches } from './mediaWatch';
import type { QuestionSpans } from './questionClock';
import type { QuestionRationale, SubmitResult } from './result';
import { pauseClock, startClock, type PhaseClock } from './time';
import { hasRunOut } from './timedQuizClocks';
import type { Outbox } from './outbox';
import type { ClaimedCredit } from './claimedCredit';

/** A submission target: a whole phase, or one anchor block checked on its own. */
export type SubmissionKey = `phase:${string}` | `block:${string}`;

export interface SubmitTarget {
  key: SubmissionKey;
  phaseId: string;
  /** Only these blocks (an anchor check); the whole phase when absent. */
  blockIds?: readonly string[];
}

/** What the player keeps of a phase's result: its rationales live once, by question id, in `rationales`. */
export interface PhaseResultRecord {
  score: number | null;
  passed: boolean | null;
  allPhasesComplete: boolean;
  /** The question ids the service sent rationales for with this result. */
  rationaleIds: readonly string[];
}

/** A learner's progress in a course: what survives a reload, and what a server answer changes. */
export interface Progress {
  position: Position | null;
  answers: AnswerMap;
  revealed: Readonly<Record<string, true>>;
  completed: Readonly<Record<string, true>>;
  /** Each phase's last result; its rationales are in `rationales`, named by `rationaleIds`. */
  results: Readonly<Record<string, PhaseResultRecord>>;
  rationales: Readonly<Record<string, QuestionRationale>>;
  clock: PhaseClock;
  courseComplete: boolean;
  /** Timed-quiz question clocks by question id, so a reload does not restart a question's time. */
  questionClocks?: QuestionSpans;
  /** Where each submitted phase's answers are: on this device, on their way, or sent (logic/outbox.ts). */
  outbox?: Outbox;
  /** What of each media block was played (logic/mediaWatch.ts): the player's own gate, never sent. */
  mediaWatch?: MediaWatches;
  /** The learner's credit claim once the host recorded it: which credit and how much, never an identifier. */
  creditClaim?: ClaimedCredit;
}

/** The progress a server answer changes, and whether the learner is reviewing a finished course. */
export interface SubmitProgress extends Progress {
  reviewingAfterCompletion: boolean;
}

/**
 * The one transition for an accepted submission (spec 4): its rationales (and a verdict-less puzzle
 * check's solved puzzles), the anchors it reveals, and for a phase its result, completion, the
 * course's completion, or the move past a content phase the learner is on. Pure: the store applies
 * the returned changes in one update.
 */
export function applySubmitResult(course: Course, state: SubmitProgress, target: SubmitTarget, result: SubmitResult, now: number): Partial<SubmitProgress> {
  const phase = findPhase(course, target.phaseId);
  const submitted = target.blockIds ?? phase?.blockIds ?? [];
  const rationales = { ...state.rationales };
  for (const rationale of result.rationales) rationales[rationale.questionId] = rationale;
  for (const id of target.blockIds ?? []) {
    for (const rationale of acceptedPuzzleVerdicts(course.blocks[id], state.answers[id], result.rationales, state.rationales)) rationales[rationale.questionId] = rationale;
  }
  const revealed = { ...state.revealed };
  const anchors = anchorIds(course);
  // A server-graded anchor is revealed once its result (and rationale) is back; a timed quiz whose
  // time ran out without an answer is revealed too, or its gate would never open.
  for (const id of submitted) if (anchors.has(id) && (state.answers[id] || hasRunOut(course.blocks[id], state.questionClocks))) revealed[id] = true;
  if (target.blockIds) return { rationales, revealed };

  const { rationales: sent, ...verdict } = result;
  const results = { ...state.results, [target.phaseId]: { ...verdict, rationaleIds: sent.map((rationale) => rationale.questionId) } };
  if (result.passed === false) return { rationales, revealed, results };
  const completed = { ...state.completed, [target.phaseId]: true as const };
  const changes: Partial<SubmitProgress> = { rationales, revealed, results, completed };
  if (!state.courseComplete && (result.allPhasesComplete || areRequiredPhasesComplete(course, completed))) {
    return { ...changes, courseComplete: true, clock: pauseClock(state.clock, now) };
  }
  // Nothing to review after a content phase the learner is on: move straight on.
  const position = state.position;
  if (state.courseComplete || !phase || phaseHasQuestions(course, phase) || position?.phaseId !== phase.id) return changes;
  const next = nextPosition(course, position);
  return next ? { ...changes, position: next, clock: startClock(state.clock, next.phaseId, now), reviewingAfterCompletion: false } : changes;
}
