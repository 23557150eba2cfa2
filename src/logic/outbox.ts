import type { SubmitFailure } from './retry';
import { decideRetry } from './retry';

/**
 * Where a phase's submission is: kept on this device and not yet sent (offline, or the last send
 * failed), on its way, or accepted by the service.
 */
export type OutboxState = 'saved' | 'sending' | 'sent';

/** The outbox: each submitted phase's state, by phase id. Its body is built again from the stored answers. */
export type Outbox = Readonly<Record<string, OutboxState>>;

/** What a graded check or a send made while the browser says it is offline fails with. */
export const OFFLINE_FAILURE: SubmitFailure = { code: 'offline', message: 'The browser is offline.' };

/** A failure that says only that there was no connection: the learner can try again once online. */
export function isOfflineFailure(failure: SubmitFailure | undefined): boolean {
  return failure?.code === OFFLINE_FAILURE.code;
}

/** Whether anything in the outbox has not reached the service yet (the leave-page warning's rule). */
export function hasUnsent(outbox: Outbox | undefined): boolean {
  return Object.values(outbox ?? {}).some((state) => state !== 'sent');
}

/** The outbox with one phase's state set. */
export function withOutboxState(outbox: Outbox | undefined, phaseId: string, state: OutboxState): Outbox {
  return { ...outbox, [phaseId]: state };
}

/** The outbox without one phase (a retake, or a phase the service already has). */
export function withoutOutboxEntry(outbox: Outbox | undefined, phaseId: string): Outbox {
  const { [phaseId]: _gone, ...rest } = outbox ?? {};
  return rest;
}

/**
 * The outbox as a new page finds it: a send that was on its way died with the old page, so it is
 * kept on the device again; a phase the service says is complete (GET /api-progress) is dropped,
 * as the service already has it (docs/assumptions.md).
 */
export function restoredOutbox(outbox: Outbox | undefined, completed: Readonly<Record<string, true>>): Outbox {
  const restored: Record<string, OutboxState> = {};
  for (const [phaseId, state] of Object.entries(outbox ?? {})) {
    if (state === 'sent') restored[phaseId] = state;
    else if (!completed[phaseId]) restored[phaseId] = 'saved';
  }
  return restored;
}

/**
 * Whether a submitted phase's answers are final and go out without the learner doing anything:
 * kept on the device or on their way, not complete, and not held by a failure that sending again
 * cannot fix (a refused session, a rejected body: the learner changes the answers and sends again).
 * The phase is then read-only, so the body sent is the answers shown.
 */
export function isAwaitingSend(outbox: Outbox | undefined, completed: Readonly<Record<string, true>>, phaseId: string, failure: SubmitFailure | undefined): boolean {
  const state = outbox?.[phaseId];
  if (state === undefined || state === 'sent' || completed[phaseId]) return false;
  return isResendable(failure);
}

/** Whether sending the same body again can succeed: no failure, no connection, or one worth a retry. */
function isResendable(failure: SubmitFailure | undefined): boolean {
  return failure === undefined || isOfflineFailure(failure) || decideRetry(failure, 0).retry;
}

/**
 * The outbox after a phase's send reports: on its way, kept on the device after a failure a send
 * again can fix, sent; a failure it cannot fix (refused answers, a refused session) gives the phase
 * back to the learner, so it leaves the outbox: a reload then neither locks its answers nor sends
 * the refused body again.
 */
export function outboxAfterSend(outbox: Outbox | undefined, phaseId: string, state: 'pending' | 'failed' | 'succeeded', failure: SubmitFailure | undefined): Outbox {
  if (state === 'pending') return withOutboxState(outbox, phaseId, 'sending');
  if (state === 'succeeded') return withOutboxState(outbox, phaseId, 'sent');
  return isResendable(failure) ? withOutboxState(outbox, phaseId, 'saved') : withoutOutboxEntry(outbox, phaseId);
}

/** The phases to send when the connection is back: kept on the device and awaiting their send. */
export function phasesToSend(outbox: Outbox | undefined, completed: Readonly<Record<string, true>>, failureOf: (phaseId: string) => SubmitFailure | undefined): string[] {
  return Object.entries(outbox ?? {}).flatMap(([phaseId, state]) => (state === 'saved' && isAwaitingSend(outbox, completed, phaseId, failureOf(phaseId)) ? [phaseId] : []));
}
