import type { ReactNode } from 'react';
import { usePlayerContext } from './PlayerContext';

/** Shown once every required phase is complete; the host's certificate state goes below it. */
export function CompletionView({ children }: { children?: ReactNode }) {
  const { strings, course, store } = usePlayerContext();
  const first = course.phases[0];
  return (
    <section className="method-completion" aria-labelledby="method-completion-heading">
      <h2 id="method-completion-heading" tabIndex={-1}>{strings.courseComplete}</h2>
      <p>{course.name}</p>
      <p>{strings.courseCompleteDetail}</p>
      {children}
      {first && (
        <button type="button" className="method-button" data-variant="secondary" onClick={() => store.getState().actions.goTo({ phaseId: first.id, screenIndex: 0 })}>
          {strings.reviewCourseLabel}
        </button>
      )}
    </section>
  );
}
