import { useMemo, useState, type ReactNode } from 'react';
import { claimableCredits, type CreditClaim } from '../course/creditClaim';
import { CreditClaimForm } from '../course/CreditClaimForm';
import { Debrief } from '../course/Debrief';
import { FollowUp } from '../course/FollowUp';
import type { FollowUpAnswers } from '../course/followUpAnswers';
import { totalSpentMs } from '../logic/time';
import { AnswerRecord } from './AnswerRecord';
import { usePlayerActions, usePlayerContext } from './PlayerContext';

/** Shown once every required phase is complete: the credit claim, the host's certificate state, the debrief and the follow-up. */
export interface CompletionViewProps {
  children?: ReactNode;
  onFollowUpSubmit?: (answers: FollowUpAnswers) => void | Promise<unknown>;
  onCreditClaim?: (claim: CreditClaim) => Promise<unknown> | void;
}

export function CompletionView({ children, onFollowUpSubmit, onCreditClaim }: CompletionViewProps) {
  const { strings, course, store, onEvent } = usePlayerContext();
  const actions = usePlayerActions();
  const first = course.phases[0];
  const credits = useMemo(() => claimableCredits(course.creditDesignations, course.accreditation), [course]);
  // The visible time the claim's hours are suggested from, read once: the clock has stopped.
  const [spentMs] = useState(() => totalSpentMs(store.getState().clock, Date.now()));
  const claiming = onCreditClaim !== undefined && credits.length > 0;
  const [claimed, setClaimed] = useState(false);
  const claim = async (value: CreditClaim) => {
    await onCreditClaim?.(value);
    // The claim's identifiers stay in the form: the event says which credit and how many hours.
    onEvent({ type: 'credit_claimed', creditId: value.creditId, hours: value.hours });
    setClaimed(true);
  };
  return (
    <section className="method-completion" aria-labelledby="method-completion-heading">
      <h2 id="method-completion-heading" tabIndex={-1}>{strings.courseComplete}</h2>
      <p>{course.name}</p>
      <p>{strings.courseCompleteDetail}</p>
      {claiming && <CreditClaimForm courseId={course.id} credits={credits} spentMs={spentMs} onClaim={claim} headingLevel={3} />}
      {/* The certificate follows the claim. */}
      {(!claiming || claimed) && children}
      <Debrief debrief={course.debrief} headingLevel={3} />
      <AnswerRecord />
      {onFollowUpSubmit && <FollowUp followUp={course.followUp} onFollowUpSubmit={onFollowUpSubmit} headingLevel={3} />}
      {first && (
        <button type="button" className="method-button" data-variant="secondary" onClick={() => actions.goTo({ phaseId: first.id, screenIndex: 0 })}>
          {strings.reviewCourseLabel}
        </button>
      )}
    </section>
  );
}
