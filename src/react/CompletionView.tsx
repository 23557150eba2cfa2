import type { ReactNode } from 'react';
import { usePlayerContext } from './PlayerContext';

/** Shown once every required phase is complete; the host's certificate state goes below it. */
export function CompletionView({ children }: { children?: ReactNode }) {
  const { strings, course } = usePlayerContext();
  return (
    <section className="method-completion" aria-labelledby="method-completion-heading">
      <h2 id="method-completion-heading" tabIndex={-1}>{strings.courseComplete}</h2>
      <p>{course.name}</p>
      <p>{strings.courseCompleteDetail}</p>
      {children}
    </section>
  );
}
