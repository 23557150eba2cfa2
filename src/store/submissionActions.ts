import { findPhase } from '../logic/navigation';
import { outboxAfterSend } from '../logic/outbox';
import { applySubmitResult } from '../logic/submitTransition';
import { timeSpentMs, totalSpentMs } from '../logic/time';
import { createOutboxActions } from './outboxActions';
import type { createPhaseSendLock } from './phaseSendLock';
import type { ActionGroup, StoreContext } from './storeContext';
import { createSubmitter, type SubmitOutcome } from './submitter';
import type { SubmissionKey } from './types';

/** Applies what the submitter reports: each outcome is one update, an accepted one included. */
function createOutcomeApplier({ course, get, set, now, emit }: StoreContext) {
  return (outcome: SubmitOutcome) => {
    const { target, status } = outcome;
    const before = get();
    const changes = 'result' in outcome ? applySubmitResult(course, before, target, outcome.result, now()) : {};
    const outbox = target.blockIds ? {} : { outbox: outboxAfterSend(before.outbox, target.phaseId, status.state, status.failure) };
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
}

/**
 * Sending phases and checks through the outbox and the submitter, whose outcomes the store
 * applies. `adoptUnanswered` and `resumeOutbox` run once the stored progress is read.
 */
export function createSubmissionActions(context: StoreContext, phaseLock: ReturnType<typeof createPhaseSendLock> | null) {
  const { course, options, get, set } = context;
  const submitter = createSubmitter(options, get, createOutcomeApplier(context), phaseLock);
  const outbox = createOutboxActions(options, get, set, submitter);
  const actions: ActionGroup<'submitPhase' | 'checkAnswer' | 'retry' | 'flushOutbox' | 'dispose'> = {
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
    dispose() {
      submitter.dispose();
    },
  };
  return { actions, adoptUnanswered: submitter.adoptUnanswered, resumeOutbox: outbox.resume };
}
