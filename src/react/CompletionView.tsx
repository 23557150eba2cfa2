import type { ReactNode } from 'react';
import { Debrief } from '../course/Debrief';
import { FollowUp } from '../course/FollowUp';
import type { FollowUpAnswers } from '../course/followUpAnswers';
import { usePlayerActions, usePlayerContext } from './PlayerContext';

/** Shown once every required phase is complete: the host's certificate state, the debrief and the follow-up. */
export interface CompletionViewProps {
  children?: ReactNode;
  onFollowUpSubmit?: (answers: FollowUpAnswers) => void | Promise<unknown>;
}

export function CompletionView({ children, onFollowUpSubmit }: CompletionViewProps) {
  const { strings, course } = usePlayerContext();
  const actions = usePlayerActions();
  const first = course.phases[0];
  return (
    <section className="method-completion" aria-labelledby="method-completion-heading">
      <h2 id="method-completion-heading" tabIndex={-1}>{strings.courseComplete}</h2>
      <p>{course.name}</p>
      <p>{strings.courseCompleteDetail}</p>
      {children}
      <Debrief debrief={course.debrief} headingLevel={3} />
      {onFollowUpSubmit && <FollowUp followUp={course.followUp} onFollowUpSubmit={onFollowUpSubmit} headingLevel={3} />}
      {first && (
        <button type="button" className="method-button" data-variant="secondary" onClick={() => actions.goTo({ phaseId: first.id, screenIndex: 0 })}>
          {strings.reviewCourseLabel}
        </button>
      )}
    </section>
  );
}
