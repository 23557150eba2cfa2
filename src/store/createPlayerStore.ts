import { createStore, type StoreApi } from 'zustand/vanilla';
import { isBlockAnswered, questionIdsOf, type BlockAnswer } from '../logic/answers';
import { anchorIds, revealsLocally } from '../logic/gating';
import { areRequiredPhasesComplete, isPhaseLocked } from '../logic/locking';
import { findPhase, isLastScreen, nextPosition, previousPosition, type Position } from '../logic/navigation';
import type { SubmitResult } from '../logic/result';
import { acceptedPuzzleVerdicts } from '../logic/puzzles';
import { pauseClock, startClock } from '../logic/time';
import { hasRunOut, withoutBlockClocks } from '../logic/timedQuizClocks';
import { initialProgress } from './initialState';
import type { PlayerStoreOptions } from './options';
import { withPersistence } from './persistence';
import { phaseHasQuestions } from './selectors';
import { createSubmitter, type SubmitTarget } from './submitter';
import type { PlayerState, SubmissionKey } from './types';

export type PlayerStore = StoreApi<PlayerState>;

/**
 * One vanilla store per player. It holds only what changes (position, answers, reveals, results,
 * submissions, time); everything else is derived from the frozen course by selectors.
 */
export function createPlayerStore(options: PlayerStoreOptions): PlayerStore {
  const { course } = options;
  const now = options.now ?? Date.now;
  const emit = (event: Parameters<NonNullable<PlayerStoreOptions['onEvent']>>[0]) => options.onEvent?.(event);
  const anchors = anchorIds(course);

  let adoptUnanswered = () => {};
  const store = createStore<PlayerState>()(
    withPersistence(options, (set, get) => {
      const moveTo = (position: Position) => {
        const phase = findPhase(course, position.phaseId);
        if (!phase) return;
        set((state) => ({
          position,
          clock: state.courseComplete ? state.clock : startClock(state.clock, phase.id, now()),
          reviewingAfterCompletion: state.courseComplete,
        }));
        emit({ type: 'screen_viewed', phaseId: phase.id, screenIndex: position.screenIndex, screenCount: phase.screens.length });
      };

      const finishIfComplete = (result: SubmitResult) => {
        const state = get();
        if (state.courseComplete) return;
        if (result.allPhasesComplete || areRequiredPhasesComplete(course, state.completed)) {
          set({ courseComplete: true, clock: pauseClock(state.clock, now()) });
          emit({ type: 'completed' });
        }
      };

      const onSuccess = (target: SubmitTarget, result: SubmitResult) => {
        const submitted = target.blockIds ?? findPhase(course, target.phaseId)?.blockIds ?? [];
        set((state) => {
          const rationales = { ...state.rationales };
          for (const rationale of result.rationales) rationales[rationale.questionId] = rationale;
          if (target.blockIds) {
            for (const id of target.blockIds) {
              for (const rationale of acceptedPuzzleVerdicts(course.blocks[id], state.answers[id], result.rationales, state.rationales)) rationales[rationale.questionId] = rationale;
            }
          }
          const revealed = { ...state.revealed };
          // A server-graded anchor is revealed once its result (and rationale) is back; a timed
          // quiz whose time ran out without an answer is revealed too, or its gate would never open.
          for (const id of submitted) if (anchors.has(id) && (state.answers[id] || hasRunOut(course.blocks[id], state.questionClocks))) revealed[id] = true;
          return { rationales, revealed };
        });
        if (target.blockIds) return;
        const passed = result.passed !== false;
        set((state) => ({
          results: { ...state.results, [target.phaseId]: result },
          completed: passed ? { ...state.completed, [target.phaseId]: true } : state.completed,
        }));
        if (!passed) return;
        emit({ type: 'phase_completed', phaseId: target.phaseId, score: result.score, passed: result.passed });
        finishIfComplete(result);
        // Completion takes over the view; moving on now would count as reviewing after completion.
        if (get().courseComplete) return;
        // Nothing to review after a content phase: move straight on.
        const phase = findPhase(course, target.phaseId);
        const position = get().position;
        if (phase && !phaseHasQuestions(course, phase) && position?.phaseId === phase.id) {
          const next = nextPosition(course, position);
          if (next) moveTo(next);
        }
      };

      const submitter = createSubmitter(options, get, set, onSuccess);
      adoptUnanswered = submitter.adoptUnanswered;

      const actions: PlayerState['actions'] = {
        answer(blockId: string, answer: BlockAnswer) {
          const block = course.blocks[blockId];
          if (!block || get().completed[block.phaseId]) return;
          set((state) => ({
            answers: { ...state.answers, [blockId]: answer },
            revealed: anchors.has(blockId) && revealsLocally(block) && isBlockAnswered(block, answer) ? { ...state.revealed, [blockId]: true } : state.revealed,
          }));
          emit({ type: 'answer_changed', blockId, answer });
        },
        goTo(position: Position) {
          const phase = findPhase(course, position.phaseId);
          if (!phase || isPhaseLocked(course, phase.id, get().completed)) return false;
          moveTo({ phaseId: phase.id, screenIndex: Math.min(Math.max(0, position.screenIndex), phase.screens.length - 1) });
          return true;
        },
        async continue() {
          const position = get().position;
          if (!position) return;
          if (isLastScreen(course, position) && !get().completed[position.phaseId]) {
            await actions.submitPhase(position.phaseId);
            return;
          }
          const next = nextPosition(course, position);
          if (next) moveTo(next);
        },
        back() {
          const position = get().position;
          const previous = position ? previousPosition(course, position) : null;
          if (previous) moveTo(previous);
        },
        submitPhase(phaseId: string) {
          return submitter.submit({ key: `phase:${phaseId}`, phaseId });
        },
        checkAnswer(blockId: string) {
          const block = course.blocks[blockId];
          if (!block) return Promise.resolve();
          return submitter.submit({ key: `block:${blockId}`, phaseId: block.phaseId, blockIds: [blockId] });
        },
        retry(key: SubmissionKey) {
          return submitter.retry(key);
        },
        retake(phaseId: string) {
          const phase = findPhase(course, phaseId);
          if (!phase) return;
          // A retake starts from the previous answers, still editable (docs/assumptions.md); only
          // what the service said about them goes, and graded anchors must be checked again.
          set((state) => {
            const revealed = { ...state.revealed };
            const rationales = { ...state.rationales };
            for (const id of phase.blockIds) {
              const block = course.blocks[id];
              if (!block || !revealsLocally(block)) delete revealed[id];
              if (block) questionIdsOf(block).forEach((questionId) => delete rationales[questionId]);
            }
            const { [phaseId]: _result, ...results } = state.results;
            const { [phaseId]: _done, ...completed } = state.completed;
            // The phase's timed questions start over: expired clocks would lock the retake.
            const questionClocks = withoutBlockClocks(course, phase.blockIds, state.questionClocks);
            return { revealed, rationales, results, completed, ...(questionClocks ? { questionClocks } : {}) };
          });
          submitter.forget(`phase:${phaseId}`);
          phase.blockIds.forEach((id) => submitter.forget(`block:${id}`));
          emit({ type: 'phase_retaken', phaseId });
          moveTo({ phaseId, screenIndex: 0 });
        },
        pauseClock() {
          set((state) => ({ clock: pauseClock(state.clock, now()) }));
        },
        recordQuestionClocks(spans) {
          set({ questionClocks: spans });
        },
        resumeClock() {
          const position = get().position;
          if (position && !get().courseComplete) set((state) => ({ clock: startClock(state.clock, position.phaseId, now()) }));
        },
        dispose() {
          submitter.dispose();
        },
      };

      return { ...initialProgress(course, options.initialProgress, options.carriedProgress), submissions: {}, reviewingAfterCompletion: false, actions };
    }),
  );
  // After hydration: a request its predecessor left unanswered is this player's to finish.
  adoptUnanswered();
  return store;
}
