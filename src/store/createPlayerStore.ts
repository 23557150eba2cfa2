import { createStore, type StoreApi } from 'zustand/vanilla';
import { initialProgress } from './initialState';
import { withKeyedSubscriptions, type KeyedSubscriptions } from './keyedSubscriptions';
import { createNavigationActions, createMoveTo } from './navigationActions';
import type { PlayerStoreOptions } from './options';
import { persistProgress } from './persistProgress';
import { createProgressLoading, type ProgressLoading } from './progressLoading';
import { createRecorderActions } from './recorderActions';
import { createRetakeReviewActions } from './retakeReviewActions';
import type { StoreContext } from './storeContext';
import { createStorePersistence } from './storePersistence';
import { createSubmissionActions } from './submissionActions';
import type { PlayerState } from './types';

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
  const emit: StoreContext['emit'] = (event) => options.onEvent?.(event);

  let adoptUnanswered = () => {};
  let resumeOutbox = () => {};
  const loading = createProgressLoading();
  const created = createStore<PlayerState>()(withKeyedSubscriptions(
    (set, get, api) => {
      const context: StoreContext = { course, options, get, set, now, emit };
      const moveTo = createMoveTo(context);
      const persistence = createStorePersistence(context, api);
      const submission = createSubmissionActions(context, persistence.phaseLock);
      adoptUnanswered = submission.adoptUnanswered;
      resumeOutbox = submission.resumeOutbox;
      const actions: PlayerState['actions'] = {
        ...createRecorderActions(context),
        ...createNavigationActions(context, moveTo, () => actions),
        ...submission.actions,
        ...createRetakeReviewActions(context, moveTo),
        ...persistence.actions,
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
