import type { Course, Phase } from '../model/types';
import { findPhase, isLastScreen } from './navigation';
import { phaseHasQuestions, primaryAction, type PrimaryAction, type PrimaryActionState } from './primaryAction';

/**
 * The phase types whose answers a learner reviews before sending them (docs/player.md, "Review before submit"). Other
 * scored phases check their questions one at a time (content, education) or fit on one screen.
 */
const REVIEWED_TYPES: ReadonlySet<string> = new Set(['assessment', 'post-assessment']);

/**
 * The screen's forward control as the learner sees it: the store's `PrimaryAction`, or, on the last
 * screen of a reviewable phase, "Review answers" first (the review's own control then submits).
 */
export type ForwardControl = PrimaryAction | 'review';

/** The part of the player's state the review rules read. */
export interface ReviewState extends PrimaryActionState {
  /** The phase whose answers are listed for review (the store's `reviewingPhaseId`). */
  reviewingPhaseId?: string | undefined;
}

/** Whether a phase's answers are reviewed before they are sent: a scored assessment over more than one screen. */
export function isPhaseReviewable(course: Course, phase: Phase): boolean {
  return REVIEWED_TYPES.has(phase.type) && phase.screens.length > 1 && phaseHasQuestions(course, phase);
}

/**
 * Whether the review of the current phase's answers is open: asked for (`openReview`), on the
 * phase's last screen, and the phase not yet answered by the service (a result closes it; a failed
 * send keeps it, with Try again).
 */
export function isReviewOpen(course: Course, state: ReviewState): boolean {
  const position = state.position;
  if (!position || state.reviewingPhaseId !== position.phaseId || !isLastScreen(course, position)) return false;
  const phase = findPhase(course, position.phaseId);
  return phase !== undefined && isPhaseReviewable(course, phase) && !state.completed[phase.id] && state.results[phase.id] === undefined;
}

/**
 * What the forward control does. With `review` on, a reviewable phase's last screen offers the
 * review instead of sending; the open review sends (`submit`), as does the store's `continue`.
 */
export function forwardControl(course: Course, state: ReviewState, review: boolean): ForwardControl {
  const primary = primaryAction(course, state);
  if (!review || primary !== 'submit' || !state.position || isReviewOpen(course, state)) return primary;
  const phase = findPhase(course, state.position.phaseId);
  return phase && isPhaseReviewable(course, phase) ? 'review' : primary;
}

/**
 * Whether the service has answered the phase's submission (a result, the phase complete, or a send
 * that succeeded). A review that closes without it was closed by the learner (Back, Change).
 */
export function isPhaseAnswered(state: Pick<ReviewState, 'results' | 'completed' | 'submissions'>, phaseId: string): boolean {
  return state.results[phaseId] !== undefined || state.completed[phaseId] === true || state.submissions[`phase:${phaseId}`]?.state === 'succeeded';
}
