import { useMemo, useState, type ReactNode } from 'react';
import { claimableCredits, type CreditClaim } from '../course/creditClaim';
import { CreditClaimForm } from '../course/CreditClaimForm';
import { Debrief } from '../course/Debrief';
import { FollowUp } from '../course/FollowUp';
import type { FollowUpAnswers } from '../course/followUpAnswers';
import { claimedCredit } from '../logic/claimedCredit';
import { totalSpentMs } from '../logic/time';
import { useStringsPart } from '../i18n/useStringsPart';
import { completionStrings } from '../strings/en-completion';
import { AnswerRecord } from './AnswerRecord';
import { usePlayer, usePlayerActions, usePlayerContext } from './PlayerContext';

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
  // The completion page's own words load with it; the player's (strings) are already there.
  const { course: text, player: words } = useStringsPart(completionStrings);
  // A claim recorded before this page (a reload, another tab) is shown as it stands, not asked again.
  const recorded = usePlayer((s) => s.creditClaim);
  const [claimedHere, setClaimedHere] = useState(false);
  const claim = async (value: CreditClaim) => {
    await onCreditClaim?.(value);
    // The claim's identifiers stay in the form: the event and the stored progress say which credit and how many hours.
    onEvent({ type: 'credit_claimed', creditId: value.creditId, hours: value.hours });
    setClaimedHere(true);
    actions.recordCreditClaim(claimedCredit(value, new Date()));
  };
  const askForClaim = claiming && (claimedHere || !recorded);
  return (
    <section className="method-completion" aria-labelledby="method-completion-heading">
      <h2 id="method-completion-heading" tabIndex={-1}>{strings.courseComplete}</h2>
      <p>{course.name}</p>
      <p>{words.courseCompleteDetail}</p>
      {askForClaim && <CreditClaimForm courseId={course.id} credits={credits} spentMs={spentMs} onClaim={claim} headingLevel={3} />}
      {claiming && recorded && !claimedHere && (
        <p>{text.claimRecorded(recorded.hours, recorded.creditType ?? recorded.creditId, new Date(recorded.claimedAt))}</p>
      )}
      {/* The certificate follows the claim. */}
      {(!claiming || recorded) && children}
      <Debrief debrief={course.debrief} headingLevel={3} />
      <AnswerRecord />
      {onFollowUpSubmit && <FollowUp followUp={course.followUp} onFollowUpSubmit={onFollowUpSubmit} headingLevel={3} />}
      {first && (
        <button type="button" className="method-button" data-variant="secondary" onClick={() => actions.goTo({ phaseId: first.id, screenIndex: 0 })}>
          {words.reviewCourseLabel}
        </button>
      )}
    </section>
  );
}
