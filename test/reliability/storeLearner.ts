import { isDeepStrictEqual } from 'node:util';
import type { BlockAnswer } from '../../src/logic/answers';
import { anchorIds, revealsLocally } from '../../src/logic/gating';
import { isLastScreen } from '../../src/logic/navigation';
import { isAwaitingSend } from '../../src/logic/outbox';
import { hasUnsolvedPuzzles } from '../../src/logic/puzzles';
import type { Course } from '../../src/model/types';
import type { PlayerStore } from '../../src/store/createPlayerStore';
import { selectContinueBlocker, selectPhase, selectVisibleBlockIds } from '../../src/store/selectors';
import type { PlayerState, SubmissionKey } from '../../src/store/types';
import type { SeededRandom } from './seededRandom';
import { settle, type VirtualTime } from './virtualTime';

/** Answers with no right or wrong: a learner may well have second thoughts about them. */
const REVISABLE: ReadonlySet<string> = new Set(['reflection', 'form-input', 'confidence-check']);

export interface StoreLearnerOptions {
  course: Course;
  store: PlayerStore;
  time: VirtualTime;
  random: SeededRandom;
  /** The answers the learner gives; edited in place when they revise one (so it stays the expectation). */
  answers: Record<string, BlockAnswer>;
  /** Revises a typed answer or rating while a failed submission waits (the blocks are editable then). */
  edits: boolean;
  /**
   * Sends a phase's graded check and the phase itself together (as a host's own UI might through
   * the store), so two requests are in flight and their answers can cross.
   */
  eager: boolean;
  /** Virtual time after which the learner gives up. */
  patienceMs?: number;
  /**
   * Reloads now and then, between two actions (so also while a submission is on its way): the
   * store is disposed, `remount` makes the next one from the same storage, `onReload` compares.
   */
  reload?: {
    chance: number;
    remount: () => PlayerStore;
    onReload: (before: PlayerState, after: PlayerState) => void;
  };
  /** Stops the walk (unfinished, not stuck) before the next action when this says so. */
  stopWhen?: (store: PlayerStore) => boolean;
}

export interface StoreLearnerRun {
  finished: boolean;
  /** Why not, when not. */
  stuck: string | null;
  tryAgainPresses: number;
  doubleClicks: number;
  revisions: number;
  reloads: number;
  /** The store the learner ended with (a new one after each reload). */
  store: PlayerStore;
}

/**
 * A learner driving the store the way the player's UI lets them: answers what is shown, checks
 * graded anchors and puzzles, presses Continue / Submit when it is enabled, and Try again when a
 * submission failed and no automatic retry is coming (now and then also when one is). Between
 * actions they think for a few (virtual) seconds, during which responses and retries land.
 */
export async function playStoreLearner(options: StoreLearnerOptions): Promise<StoreLearnerRun> {
  const { course, time, random, answers, eager, edits, reload, stopWhen, patienceMs = 6 * 3_600_000 } = options;
  const anchors = anchorIds(course);
  let store = options.store;
  const actions = () => store.getState().actions;
  const run: StoreLearnerRun = { finished: false, stuck: null, tryAgainPresses: 0, doubleClicks: 0, revisions: 0, reloads: 0, store };
  /** A second thought about a free-text answer or a rating on this screen, given while a submission failed. */
  const revise = () => {
    const state = store.getState();
    const id = selectVisibleBlockIds(course, state).find((candidate) => REVISABLE.has(course.blocks[candidate]?.kind ?? ''));
    const answer = id ? answers[id] : undefined;
    if (!id || answer?.type !== 'value') return;
    const value = typeof answer.value === 'number' ? (answer.value % 2 === 0 ? answer.value - 1 : answer.value + 1) : `${answer.value} (revised)`;
    const revised: BlockAnswer = { type: 'value', value };
    actions().answer(id, revised);
    // A phase submitted and awaiting its send is read-only: the learner keeps the answers sent.
    if (!isDeepStrictEqual(store.getState().answers[id], revised)) return;
    answers[id] = revised;
    run.revisions += 1;
  };
  const think = () => time.advance(random.int(300, 6_000));
  const tryAgain = async (key: SubmissionKey) => {
    run.tryAgainPresses += 1;
    await think();
    const status = store.getState().submissions[key];
    if (status?.state === 'failed') void actions().retry(key);
  };
  /** Nothing to do but wait: let the next response or retry land. */
  const wait = async () => {
    if (await time.next()) return;
    // A request can go out a few microtasks after its send (the host's progress check first): let it.
    await settle();
    if (!(await time.next())) run.stuck = 'waiting with nothing in flight and nothing scheduled';
  };
  /** A submission's state as the learner reads it: done, busy, failed (retry coming or not), or not sent. */
  const handle = async (key: SubmissionKey, send: () => void) => {
    const status = store.getState().submissions[key];
    if (!status) {
      send();
      if (random.chance(0.15)) {
        run.doubleClicks += 1;
        send();
      }
      return;
    }
    if (status.state === 'failed' && edits && key.startsWith('phase:') && random.chance(0.5)) revise();
    if (status.state === 'failed' && (status.retryAt === undefined || random.chance(0.1))) return tryAgain(key);
    await wait();
  };

  while (!run.stuck && time.now < patienceMs) {
    if (stopWhen?.(store)) return { ...run, store };
    // A finished course leaves only a completed marker in storage: reloading it is another story.
    if (reload && !store.getState().courseComplete && random.chance(reload.chance)) {
      // What the player does as it goes away (usePlayerLifecycle): the clock stops, retries are cancelled.
      store.getState().actions.pauseClock();
      const before = store.getState();
      before.actions.dispose();
      store = reload.remount();
      run.reloads += 1;
      reload.onReload(before, store.getState());
    }
    const state = store.getState();
    if (state.courseComplete) {
      run.finished = true;
      return { ...run, store };
    }
    const phase = selectPhase(course, state);
    if (!phase || !state.position) return { ...run, store, stuck: 'no current phase' };

    const visible = selectVisibleBlockIds(course, state);
    // A phase submitted and awaiting its send shows its answers read-only: nothing to answer there.
    const readOnly = state.completed[phase.id] || isAwaitingSend(state.outbox, state.completed, phase.id, state.submissions[`phase:${phase.id}`]?.failure);
    const unanswered = readOnly ? undefined : visible.find((id) => answers[id] && !isDeepStrictEqual(state.answers[id], answers[id]));
    if (unanswered) {
      actions().answer(unanswered, answers[unanswered] as BlockAnswer);
      // Refused (the phase awaits its send, read-only): wait for the send instead of asking again,
      // which would loop without ever yielding to a timer, the test's timeout included.
      if (!isDeepStrictEqual(store.getState().answers[unanswered], answers[unanswered])) await wait();
      continue;
    }

    const lastScreen = isLastScreen(course, state.position);
    const toCheck = state.completed[phase.id] ? undefined : visible.find((id) => {
      const block = course.blocks[id];
      if (!block) return false;
      const gradedAnchor = anchors.has(id) && !revealsLocally(block) && !state.revealed[id];
      return gradedAnchor || hasUnsolvedPuzzles(block, state.rationales);
    });
    const phaseKey: SubmissionKey = `phase:${phase.id}`;
    if (toCheck && !(eager && lastScreen && state.submissions[`block:${toCheck}`])) {
      await handle(`block:${toCheck}`, () => void actions().checkAnswer(toCheck));
      continue;
    }

    const blocker = eager && lastScreen && toCheck && selectContinueBlocker(course, state) === 'unchecked' ? null : selectContinueBlocker(course, state);
    if (blocker !== null) {
      await wait();
      continue;
    }
    if (lastScreen && !state.completed[phase.id]) {
      await handle(phaseKey, () => void (eager ? actions().submitPhase(phase.id) : actions().continue()));
      continue;
    }
    await think();
    // The screen may have moved on its own meanwhile (a content phase moves on once it succeeds).
    if (isDeepStrictEqual(store.getState().position, state.position)) await actions().continue();
  }
  return { ...run, store, stuck: run.stuck ?? `still not finished after ${Math.round(time.now / 60_000)} virtual minutes` };
}
