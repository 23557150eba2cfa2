import { useEffect, useState } from 'react';
import { isOfflineFailure } from '../logic/outbox';
import { selectFailureNotice } from '../store/selectFailureNotice';
import type { SubmissionKey } from '../store/types';
import { usePlayer, usePlayerActions, usePlayerContext } from './PlayerContext';
import { usePrimaryAction } from './usePrimaryAction';

/**
 * A failed submission: what was not sent (answers, or only progress) and, unless the screen's own
 * action is the retry, a Try again that always works. Pending is said once, beside the busy action
 * button (ScreenActions).
 */
export function SubmissionStatus({ submissionKey }: { submissionKey: SubmissionKey }) {
  const { course, strings } = usePlayerContext();
  const actions = usePlayerActions();
  const status = usePlayer((s) => s.submissions[submissionKey]);
  const notice = usePlayer((s) => selectFailureNotice(course, s, submissionKey));
  const isScreenPhase = usePlayer((s) => submissionKey === `phase:${s.position?.phaseId}`);
  const primary = usePrimaryAction();
  const retriedByAction = isScreenPhase && primary === 'retry';
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (status?.retryAt === undefined) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [status?.retryAt]);

  if (status?.state !== 'failed' || notice === null) return null;
  const offline = isOfflineFailure(status.failure);
  const text = offline ? strings.checkNeedsConnection : { answers: strings.submitFailed, answersAuth: strings.submitFailedAuth, progress: strings.progressFailed, progressAuth: strings.progressFailedAuth }[notice];
  const seconds = status.retryAt === undefined ? null : Math.max(0, Math.ceil((status.retryAt - now) / 1000));
  return (
    <div className="method-error" role="alert">
      <p>{text}</p>
      {seconds !== null && <p>{strings.retryingIn(seconds)}</p>}
      {!retriedByAction && (
        <button type="button" className="method-button" data-variant="secondary" onClick={() => void actions.retry(submissionKey)}>
          {strings.retryLabel}
        </button>
      )}
    </div>
  );
}
