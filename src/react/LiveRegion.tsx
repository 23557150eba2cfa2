import { useEffect, useRef } from 'react';
import { questionIdsOf } from '../logic/answers';
import { isOfflineFailure } from '../logic/outbox';
import { isReviewOpen } from '../logic/review';
import { reviewRows, unansweredCount } from '../logic/reviewRows';
import { shownResult } from '../logic/shownResult';
import type { PlayerStore } from '../store/createPlayerStore';
import { selectFailureNotice } from '../store/selectFailureNotice';
import type { SubmissionKey } from '../store/types';
import type { Course } from '../model/types';
import type { PlayerStrings } from '../strings/en';

type State = ReturnType<PlayerStore['getState']>;

/** What to announce after a state change, or null. Pure, so it is easy to test and reason about. */
export function announcementFor(course: Course, strings: PlayerStrings, state: State, previous: State): string | null {
  for (const [key, status] of Object.entries(state.submissions)) {
    if (status.state === 'failed' && previous.submissions[key]?.state !== 'failed') {
      if (isOfflineFailure(status.failure)) return strings.checkNeedsConnection;
      const notice = selectFailureNotice(course, state, key as SubmissionKey);
      return notice === 'progress' || notice === 'progressAuth' ? strings.progressFailureAnnouncement : strings.failureAnnouncement;
    }
  }
  // A phase kept on this device (sent while offline): the learner hears where the answers are.
  const saved = Object.keys(state.outbox ?? {}).find((phaseId) => state.outbox?.[phaseId] === 'saved' && previous.outbox?.[phaseId] !== 'saved');
  if (saved !== undefined && state.submissions[`phase:${saved}`]?.state !== 'failed') return strings.outboxSaved;
  // Said when the result is stored, which comes after the submission is marked sent: keyed on the
  // status alone, the score and verdict were never heard. Only a result just sent, not one restored.
  for (const [phaseId, result] of Object.entries(state.results)) {
    if (result === previous.results[phaseId] || state.submissions[`phase:${phaseId}`]?.state !== 'succeeded') continue;
    // The same verdict the screen shows (PhaseResult): a pre-test is recorded, never "passed".
    const shown = shownResult(course.phases.find((p) => p.id === phaseId)?.type ?? '', result);
    if (shown.baselineScore !== null) return strings.resultBaselineAnnouncement(shown.baselineScore);
    return strings.resultAnnouncement(shown.score, shown.verdict);
  }
  if (state.courseComplete && !previous.courseComplete) return strings.courseComplete;
  const reveal = revealAnnouncement(course, strings, state, previous);
  if (reveal) return reveal;
  const position = state.position;
  // The review's heading takes focus and says what it is; this adds how many questions are answered.
  if (position && isReviewOpen(course, state) && !isReviewOpen(course, previous)) {
    const rows = reviewRows(course, position.phaseId, state.answers, state.revealed);
    return strings.reviewSummary(rows.length - unansweredCount(rows), rows.length);
  }
  if (position && (position.phaseId !== previous.position?.phaseId || position.screenIndex !== previous.position?.screenIndex)) {
    const phase = course.phases.find((p) => p.id === position.phaseId);
    // The new heading takes focus and says the title; this adds only what it does not say.
    if (phase) return strings.screenAnnouncement(phase.title, position.screenIndex + 1, phase.screens.length) || null;
  }
  return null;
}

/**
 * Content gated on an answer appears below it without moving focus, so it is announced, with the
 * verdict when a check brought it. Only on the screen the learner stays on (not on a restore).
 */
function revealAnnouncement(course: Course, strings: PlayerStrings, state: State, previous: State): string | null {
  const position = state.position;
  if (!position || position.phaseId !== previous.position?.phaseId || position.screenIndex !== previous.position?.screenIndex) return null;
  const here = new Set(course.phases.find((p) => p.id === position.phaseId)?.screens[position.screenIndex]?.blockIds ?? []);
  const anchorId = Object.keys(state.revealed).find(
    (id) => !previous.revealed[id] && [...here].some((blockId) => course.blocks[blockId]?.revealAfter === id),
  );
  const anchor = anchorId === undefined ? undefined : course.blocks[anchorId];
  if (!anchor) return null;
  const verdicts = questionIdsOf(anchor).map((questionId) => state.rationales[questionId]?.correct ?? null);
  const correct = verdicts.includes(false) ? false : verdicts.length > 0 && verdicts.every((verdict) => verdict === true) ? true : null;
  return strings.revealAnnouncement(correct);
}

/** A polite live region announcing position changes, reveals and submission outcomes. */
export function LiveRegion({ store, course, strings }: { store: PlayerStore; course: Course; strings: PlayerStrings }) {
  const region = useRef<HTMLDivElement>(null);
  useEffect(
    () =>
      store.subscribe((state, previous) => {
        const text = announcementFor(course, strings, state, previous);
        // Written, not rendered: a fresh text node each time, so the same words twice (two phases
        // "sent" in a row) are said twice; React skipped an unchanged string and the second went unheard.
        if (text && region.current) region.current.textContent = text;
      }),
    [store, course, strings],
  );
  return <div ref={region} className="method-visually-hidden" role="status" aria-live="polite" aria-atomic="true" />;
}
