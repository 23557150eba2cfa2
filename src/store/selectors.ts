import { questionIdsOf } from '../logic/answers';
import { hasRequiredAnswer, isAnswerRequired } from '../logic/answerRequirement';
import type { QuestionRationale } from '../logic/result';
import { anchorIds, visibleBlockIds } from '../logic/gating';
import { mediaRuleOf, secondsLeftToWatch } from '../logic/mediaWatch';
import { findPhase, isLastScreen } from '../logic/navigation';
import type { ContinueBlocker } from '../logic/primaryAction';
import { hasUnsolvedPuzzles } from '../logic/puzzles';
import type { Block, Course, Phase, Screen } from '../model/types';
import type { PlayerState } from './types';

export { phaseHasQuestions } from '../logic/primaryAction';

export function selectPhase(course: Course, state: PlayerState): Phase | undefined {
  return state.position ? findPhase(course, state.position.phaseId) : undefined;
}

export function selectScreen(course: Course, state: PlayerState): Screen | undefined {
  const phase = selectPhase(course, state);
  return phase && state.position ? phase.screens[state.position.screenIndex] : undefined;
}

interface ScreenBlocks {
  screen: Screen | undefined;
  revealed: PlayerState['revealed'];
  visible: string[];
  /** The visible blocks that hold Continue back until answered (docs/assumptions.md, "Continue waits only"). */
  required: string[];
  /** The visible media blocks with a completion rule: they hold Continue back until watched. */
  media: string[];
  mediaCompletion: PlayerState['mediaCompletion'];
}

const NONE: string[] = [];
const screenBlocksCache = new WeakMap<Course, ScreenBlocks>();

/**
 * The current screen's visible and required blocks, kept while the screen and the reveals are the
 * same objects: an answer changes neither, so a click does not walk every block on the screen again.
 */
function selectScreenBlocks(course: Course, state: PlayerState): ScreenBlocks {
  const screen = selectScreen(course, state);
  const last = screenBlocksCache.get(course);
  if (last && last.screen === screen && last.revealed === state.revealed && last.mediaCompletion === state.mediaCompletion) return last;
  const visible = screen ? visibleBlockIds(course, screen, state.revealed) : NONE;
  const anchors = anchorIds(course);
  const required = visible.filter((id) => {
    const block = course.blocks[id];
    return block !== undefined && isAnswerRequired(block, anchors.has(id));
  });
  const media = visible.filter((id) => mediaRuleOf(course.blocks[id]!, state.mediaCompletion) !== null);
  const next = { screen, revealed: state.revealed, visible, required, media: media.length > 0 ? media : NONE, mediaCompletion: state.mediaCompletion };
  screenBlocksCache.set(course, next);
  return next;
}

/** The visible blocks of the current screen: the same array until the screen or the reveals change. */
export function selectVisibleBlockIds(course: Course, state: PlayerState): string[] {
  return selectScreenBlocks(course, state).visible;
}

/** Why Continue is disabled on the current screen, or null when it is enabled. */
export function selectContinueBlocker(course: Course, state: PlayerState): ContinueBlocker {
  const phase = selectPhase(course, state);
  if (!phase || !state.position) return null;
  if (state.submissions[`phase:${phase.id}`]?.state === 'pending') return 'pending';
  if (state.completed[phase.id]) return null;
  const { visible, required } = selectScreenBlocks(course, state);
  const anchors = anchorIds(course);
  // Only what the payload requires, or the service scores, holds Continue back (docs/assumptions.md).
  for (const id of required) {
    if (!hasRequiredAnswer(course.blocks[id]!, state.answers[id], state.questionClocks)) return 'unanswered';
  }
  if (selectMediaLeftToWatch(course, state) !== 0) return 'unwatched';
  // Spec 4: a narrative-escape is done when every puzzle is solved (its checks, not Continue, send them).
  if (visible.some((id) => hasUnsolvedPuzzles(course.blocks[id], state.rationales))) return 'unchecked';
  // A graded anchor must be checked before the learner moves past what it gates.
  const gatedHere = required.some((id) => anchors.has(id) && !state.revealed[id]);
  if (gatedHere && !isLastScreen(course, state.position)) return 'unchecked';
  return null;
}

/**
 * Seconds of video still to watch on the current screen before Continue is free: 0 when nothing
 * holds it, null while a video that must be watched has no known duration yet.
 */
export function selectMediaLeftToWatch(course: Course, state: PlayerState): number | null {
  let total: number | null = 0;
  for (const id of selectScreenBlocks(course, state).media) {
    const block = course.blocks[id]!;
    const left = secondsLeftToWatch(block, mediaRuleOf(block, state.mediaCompletion)!, state.mediaWatch?.[id]);
    total = left === null || total === null ? null : total + left;
  }
  return total;
}

/** Whether every video still to be watched on the current screen has a transcript that would complete it. */
export function selectUnwatchedHaveTranscripts(course: Course, state: PlayerState): boolean {
  const unwatched = selectScreenBlocks(course, state).media.filter((id) => {
    const block = course.blocks[id]!;
    return secondsLeftToWatch(block, mediaRuleOf(block, state.mediaCompletion)!, state.mediaWatch?.[id]) !== 0;
  });
  return unwatched.length > 0 && unwatched.every((id) => {
    const data = course.blocks[id]!.data as { transcript?: string | null; fallbackHtml?: string };
    return Boolean(data.transcript || data.fallbackHtml);
  });
}

const NO_RATIONALES: Record<string, QuestionRationale> = Object.freeze({}) as Record<string, QuestionRationale>;

const claimedCache = new WeakMap<Course, Map<string, ReadonlySet<string>>>();

/** Question ids the blocks of a phase key their rationales by (cached per frozen course). */
function claimedQuestionIds(course: Course, phaseId: string): ReadonlySet<string> {
  let byPhase = claimedCache.get(course);
  if (!byPhase) claimedCache.set(course, (byPhase = new Map()));
  let ids = byPhase.get(phaseId);
  if (!ids) {
    const phase = findPhase(course, phaseId);
    ids = new Set(phase?.blockIds.flatMap((id) => (course.blocks[id] ? questionIdsOf(course.blocks[id]) : [])) ?? []);
    byPhase.set(phaseId, ids);
  }
  return ids;
}

/**
 * The rationales a block shows, by question id. Card-flip rationales are keyed by the service's
 * own pair names, which no block claims, so a card-flip also gets its phase's unclaimed ones.
 */
export function selectBlockRationales(course: Course, state: PlayerState, block: Block): Record<string, QuestionRationale> {
  const picked: Record<string, QuestionRationale> = {};
  for (const id of questionIdsOf(block)) {
    const rationale = state.rationales[id];
    if (rationale) picked[id] = rationale;
  }
  if (block.kind === 'card-flip') {
    const claimed = claimedQuestionIds(course, block.phaseId);
    for (const id of state.results[block.phaseId]?.rationaleIds ?? []) {
      const rationale = state.rationales[id];
      if (rationale && !claimed.has(id)) picked[id] = rationale;
    }
  }
  // No rationales (the usual case) is always the same object, so views holding it compare equal.
  return Object.keys(picked).length > 0 ? picked : NO_RATIONALES;
}

/** Whether the learner has started: answers, completed phases, or a position past the first screen. */
export function selectHasProgress(course: Course, state: PlayerState): boolean {
  if (state.courseComplete || Object.keys(state.completed).length > 0 || Object.keys(state.answers).length > 0) return true;
  const position = state.position;
  return position !== null && (position.phaseId !== course.phases[0]?.id || position.screenIndex > 0);
}
