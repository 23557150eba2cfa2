import { isOfflineFailure, OFFLINE_FAILURE, phasesToSend, restoredOutbox, withOutboxState } from '../logic/outbox';
import type { SubmitTarget } from '../logic/submitTransition';
import type { Course } from '../model/types';
import type { PlayerStoreOptions } from './options';
import type { createSubmitter } from './submitter';
import type { PlayerState, SubmissionKey } from './types';
import { isOnlineFor } from './online';

type Get = () => PlayerState;
type Set = (partial: Partial<PlayerState>) => void;
type Submitter = ReturnType<typeof createSubmitter>;


/** The submission target a key names, for a send this player never made (a check refused offline). */
export function targetOf(course: Course, key: SubmissionKey): SubmitTarget | null {
  if (key.startsWith('phase:')) return { key, phaseId: key.slice('phase:'.length) };
  const block = course.blocks[key.slice('block:'.length)];
  return block ? { key, phaseId: block.phaseId, blockIds: [block.id] } : null;
}

/**
 * The sends that go through the outbox: a phase sent while offline is kept on the device, a check
 * made offline says it needs a connection, and `flush` sends what the device keeps once it can.
 */
export function createOutboxActions(options: PlayerStoreOptions, get: Get, set: Set, submitter: Submitter) {
  const isOnline = isOnlineFor(options);
  const { course } = options;

  const send = (target: SubmitTarget): Promise<void> => {
    if (!target.blockIds && get().completed[target.phaseId]) return Promise.resolve();
    if (isOnline()) return submitter.submit(target);
    if (target.blockIds) {
      set({ submissions: { ...get().submissions, [target.key]: { state: 'failed', attempt: 0, failure: OFFLINE_FAILURE } } });
    } else {
      set({ outbox: withOutboxState(get().outbox, target.phaseId, 'saved') });
    }
    return Promise.resolve();
  };

  const flush = async (onlyUnsentInThisPage = false): Promise<void> => {
    if (!isOnline()) return;
    const state = get();
    const phases = phasesToSend(state.outbox, state.completed, (phaseId) => state.submissions[`phase:${phaseId}`]?.failure)
      .filter((phaseId) => !onlyUnsentInThisPage || !submitter.wasSentInThisPage(`phase:${phaseId}`));
    const checks = Object.entries(state.submissions).filter(([key, status]) => key.startsWith('block:') && isOfflineFailure(status.failure));
    await Promise.all([
      ...phases.map((phaseId) => submitter.submit({ key: `phase:${phaseId}`, phaseId })),
      ...checks.map(([key]) => {
        const target = targetOf(course, key as SubmissionKey);
        return target ? submitter.retry(target.key, target) : undefined;
      }),
    ]);
  };

  return {
    submit: send,
    retry(key: SubmissionKey): Promise<void> {
      const target = targetOf(course, key);
      // Only what was tried: a key never sent (by this player or, offline, into the outbox) is no retry.
      const tried = get().submissions[key] !== undefined || (target && !target.blockIds && get().outbox?.[target.phaseId] !== undefined);
      if (!target || !tried) return Promise.resolve();
      return isOnline() ? submitter.retry(key, target) : send(target);
    },
    flush: () => flush(),
    /**
     * After the stored progress is read: what was on its way in the old page is kept on the
     * device again, a phase the service already has is dropped, and the rest is sent once.
     */
    resume(): void {
      const state = get();
      // A request this page still has on its way (taken over by adoptUnanswered) stays sending.
      const inFlight = Object.fromEntries(Object.entries(state.outbox ?? {}).filter(([phaseId]) => state.submissions[`phase:${phaseId}`]?.state === 'pending'));
      const outbox = { ...restoredOutbox(state.outbox, state.completed), ...inFlight };
      if (state.outbox !== undefined) set({ outbox });
      // A player mounted again in the same page sends nothing its predecessor sent: the request
      // was taken over, or failed and waits for Try again or the connection coming back.
      void flush(true);
    },
  };
}
