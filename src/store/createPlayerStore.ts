import { createStore, type StoreApi } from 'zustand/vanilla';
import { isBlockAnswered, questionIdsOf, type BlockAnswer } from '../logic/answers';
import { anchorIds, revealsLocally } from '../logic/gating';
import { areRequiredPhasesComplete, isPhaseLocked } from '../logic/locking';
import { findPhase, isLastScreen, nextPosition, previousPosition, type Position } from '../logic/navigation';
import { primaryAction } from '../logic/primaryAction';
import { forwardControl } from '../logic/review';
import { isAwaitingSend, withOutboxState, withoutOutboxEntry } from '../logic/outbox';
import { applySubmitResult } from '../logic/submitTransition';
import { pauseClock, startClock, timeSpentMs, totalSpentMs } from '../logic/time';
import { withoutBlockClocks } from '../logic/timedQuizClocks';
import { initialProgress } from './initialState';
import { withKeyedSubscriptions, type KeyedSubscriptions } from './keyedSubscriptions';
import type { PlayerStoreOptions, ProgressStorage } from './options';
import { createOutboxActions } from './outboxActions';
import { isPromiseLike } from './isPromiseLike';
import { lazyPhaseLock } from './lazyPhaseLock';
import { persistenceCode } from './persistenceCode';
import { persistProgress } from './persistProgress';
import { progressKey, progressStorage } from './progressKey';
import { createProgressLoading, type ProgressLoading } from './progressLoading';
import { createSubmitter, type SubmitOutcome } from './submitter';
import type { PersistedProgress, PlayerState, SubmissionKey } from './types';

/**
 * One player's store: zustand's API, `subscribeKeys` to be woken by changes to named state entries
 * only, and whether stored progress is still being read from an async storage.
 */
export type PlayerStore = StoreApi<PlayerState> & KeyedSubscriptions & ProgressLoading;

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
  let resumeOutbox = () => {};
  const loading = createProgressLoading();
  const created = createStore<PlayerState>()(withKeyedSubscriptions(
    (set, get, api) => {
      const moveTo = (position: Position) => {
        const phase = findPhase(course, position.phaseId);
        if (!phase) return;
        set((state) => ({
          position,
          clock: state.courseComplete ? state.clock : startClock(state.clock, phase.id, now()),
          reviewingAfterCompletion: state.courseComplete,
          reviewingPhaseId: undefined,
        }));
        emit({ type: 'screen_viewed', phaseId: phase.id, screenIndex: position.screenIndex, screenCount: phase.screens.length });
      };

      /** Applies what the submitter reports: each outcome is one update, an accepted one included. */
      const onOutcome = (outcome: SubmitOutcome) => {
        const { target, status } = outcome;
        const before = get();
        const changes = 'result' in outcome ? applySubmitResult(course, before, target, outcome.result, now()) : {};
        // Where a phase's answers are: a failed send keeps them on the device until it can go again.
        const outbox = target.blockIds ? {} : { outbox: withOutboxState(before.outbox, target.phaseId, status.state === 'pending' ? 'sending' : status.state === 'failed' ? 'saved' : 'sent') };
        set({ ...changes, ...outbox, submissions: { ...before.submissions, [target.key]: status } });
        if (!('result' in outcome) || target.blockIds || outcome.result.passed === false) return;
        const after = get();
        const at = now();
        emit({ type: 'phase_completed', phaseId: target.phaseId, score: outcome.result.score, passed: outcome.result.passed, durationMs: timeSpentMs(after.clock, target.phaseId, at) });
        if (after.courseComplete && !before.courseComplete) emit({ type: 'completed', durationMs: totalSpentMs(after.clock, at) });
        const moved = after.position;
        const phase = moved && moved !== before.position ? findPhase(course, moved.phaseId) : undefined;
        if (moved && phase) emit({ type: 'screen_viewed', phaseId: phase.id, screenIndex: moved.screenIndex, screenCount: phase.screens.length });
      };

      /** Runs `use` with the persistence code (persistence.ts): at once when it is here, else once it loads. */
      const withPersistenceCode = <T>(use: (code: typeof import('./persistence')) => T): T | Promise<T> => {
        const code = persistenceCode.loaded();
        return code ? use(code) : persistenceCode.load().then(use);
      };
      const key = progressKey(options);
      const storage = progressStorage(options);
      // Tabs of one learner send a phase one at a time, each reading what the other recorded first.
      // Only with `persistence`: without stored progress no other tab has anything to take turns over.
      const phaseLock = key === null ? null : lazyPhaseLock(() => withPersistenceCode((code) => code.createPhaseSendLock({
        key,
        storage: storage as ProgressStorage,
        readStored: (text, phaseId) => {
          const done = (progress: PersistedProgress | null) => ({ complete: get().completed[phaseId] === true, tried: progress?.outbox?.[phaseId] !== undefined });
          const progress = code.adoptStoredProgress(api, course, text);
          return isPromiseLike(progress) ? progress.then(done) : done(progress);
        },
      })));
      const submitter = createSubmitter(options, get, onOutcome, phaseLock);
      adoptUnanswered = submitter.adoptUnanswered;
      const outbox = createOutboxActions(options, get, set, submitter);
      resumeOutbox = outbox.resume;

      const actions: PlayerState['actions'] = {
        answer(blockId: string, answer: BlockAnswer) {
          const block = course.blocks[blockId];
          const state = get();
          // A submitted phase's answers are final until the service answers: an edit would show but never be sent.
          if (!block || state.completed[block.phaseId] || isAwaitingSend(state.outbox, state.completed, block.phaseId, state.submissions[`phase:${block.phaseId}`]?.failure)) return;
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
          // The same rule as the screen's forward button: retake, retry, send, or move on.
          switch (primaryAction(course, get())) {
            case 'retake':
              actions.retake(position.phaseId);
              return;
            case 'retry':
              await actions.retry(`phase:${position.phaseId}`);
              return;
            case 'submit':
            case 'finish':
              await actions.submitPhase(position.phaseId);
              return;
            case 'continue': {
              // A content phase's last screen sends the phase, which moves on once accepted.
              if (isLastScreen(course, position) && !get().completed[position.phaseId]) {
                await actions.submitPhase(position.phaseId);
                return;
              }
              const next = nextPosition(course, position);
              if (next) moveTo(next);
              return;
            }
            case null:
              return;
          }
        },
        back() {
          const position = get().position;
          const previous = position ? previousPosition(course, position) : null;
          if (previous) moveTo(previous);
        },
        submitPhase(phaseId: string) {
          return outbox.submit({ key: `phase:${phaseId}`, phaseId });
        },
        checkAnswer(blockId: string) {
          const block = course.blocks[blockId];
          if (!block) return Promise.resolve();
          return outbox.submit({ key: `block:${blockId}`, phaseId: block.phaseId, blockIds: [blockId] });
        },
        retry(key: SubmissionKey) {
          return outbox.retry(key);
        },
        flushOutbox() {
          return outbox.flush();
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
            const submissions = { ...state.submissions };
            delete submissions[`phase:${phaseId}`];
            phase.blockIds.forEach((id) => delete submissions[`block:${id}`]);
            return { revealed, rationales, results, completed, submissions, outbox: withoutOutboxEntry(state.outbox, phaseId), ...(questionClocks ? { questionClocks } : {}) };
          });
          emit({ type: 'phase_retaken', phaseId });
          moveTo({ phaseId, screenIndex: 0 });
        },
        openReview() {
          const position = get().position;
          if (position && forwardControl(course, get(), true) === 'review') set({ reviewingPhaseId: position.phaseId });
        },
        closeReview() {
          set({ reviewingPhaseId: undefined });
        },
        adoptStoredProgress(storedKey, text) {
          if (storedKey !== null && storedKey === key) void withPersistenceCode((code) => code.adoptStoredProgress(api, course, text));
        },
        pauseClock() {
          set((state) => ({ clock: pauseClock(state.clock, now()) }));
        },
        recordQuestionClocks(spans) {
          set({ questionClocks: spans });
        },
        recordMediaWatch(blockId, change) {
          set((state) => ({ mediaWatch: { ...state.mediaWatch, [blockId]: change(state.mediaWatch?.[blockId]) } }));
        },
        recordCreditClaim(claim) {
          set({ creditClaim: claim });
        },
        resumeClock() {
          const position = get().position;
          if (position && !get().courseComplete) set((state) => ({ clock: startClock(state.clock, position.phaseId, now()) }));
        },
        dispose() {
          submitter.dispose();
        },
      };

      return {
        ...initialProgress(course, options.initialProgress, options.carriedProgress),
        submissions: {},
        reviewingAfterCompletion: false,
        ...(options.mediaCompletion !== undefined ? { mediaCompletion: options.mediaCompletion } : {}),
        actions,
      };
    },
  ));
  const store: PlayerStore = Object.assign(created, {
    isLoadingProgress: loading.isLoadingProgress,
    subscribeProgressLoaded: loading.subscribeProgressLoaded,
    isLoadingProgressOnServer: loading.isLoadingProgressOnServer,
  });
  persistProgress(store, options, loading);
  // After hydration: a request its predecessor left unanswered is this player's to finish. An
  // async read answers later and replaces the state, what the request reported meanwhile included.
  // Then what the outbox kept on the device is sent, unless the service already has it.
  if (!store.isLoadingProgress()) {
    adoptUnanswered();
    resumeOutbox();
  } else {
    const stop = store.subscribeProgressLoaded(() => {
      stop();
      adoptUnanswered();
      resumeOutbox();
    });
  }
  return store;
}
