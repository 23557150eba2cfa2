import { useEffect, useState } from 'react';
import { shownResult } from '../logic/shownResult';
import type { PlayerStore } from '../store/createPlayerStore';
import type { Course } from '../model/types';
import type { PlayerStrings } from '../strings/en';

/** What to announce after a state change, or null. Pure, so it is easy to test and reason about. */
export function announcementFor(course: Course, strings: PlayerStrings, state: ReturnType<PlayerStore['getState']>, previous: ReturnType<PlayerStore['getState']>): string | null {
  for (const [key, status] of Object.entries(state.submissions)) {
    const before = previous.submissions[key];
    if (status.state === before?.state) continue;
    if (status.state === 'failed') return strings.failureAnnouncement;
    if (status.state === 'succeeded' && key.startsWith('phase:')) {
      const phaseId = key.slice('phase:'.length);
      const result = state.results[phaseId];
      // The same verdict the screen shows (PhaseResult): a pre-test is recorded, never "passed".
      const shown = result ? shownResult(course.phases.find((p) => p.id === phaseId)?.type ?? '', result) : { score: null, verdict: null };
      return strings.resultAnnouncement(shown.score, shown.verdict);
    }
  }
  if (state.courseComplete && !previous.courseComplete) return strings.courseComplete;
  const position = state.position;
  if (position && (position.phaseId !== previous.position?.phaseId || position.screenIndex !== previous.position?.screenIndex)) {
    const phase = course.phases.find((p) => p.id === position.phaseId);
    if (phase) return strings.screenAnnouncement(phase.title, position.screenIndex + 1, phase.screens.length);
  }
  return null;
}

/** A polite live region announcing position changes and submission outcomes. */
export function LiveRegion({ store, course, strings }: { store: PlayerStore; course: Course; strings: PlayerStrings }) {
  const [message, setMessage] = useState('');
  useEffect(
    () =>
      store.subscribe((state, previous) => {
        const next = announcementFor(course, strings, state, previous);
        if (next) setMessage(next);
      }),
    [store, course, strings],
  );
  return (
    <div className="method-visually-hidden" role="status" aria-live="polite" aria-atomic="true">
      {message}
    </div>
  );
}
