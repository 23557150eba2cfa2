import { useEffect, useState } from 'react';
import type { SubmissionKey } from '../store/types';
import { usePlayer, usePlayerContext } from './PlayerContext';

/** Pending and failed states of one submission, with a Retry that always works. */
export function SubmissionStatus({ submissionKey }: { submissionKey: SubmissionKey }) {
  const { store, strings } = usePlayerContext();
  const status = usePlayer((s) => s.submissions[submissionKey]);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (status?.retryAt === undefined) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [status?.retryAt]);

  if (!status || status.state === 'succeeded') return null;
  if (status.state === 'pending') return <p className="method-status">{strings.submitting}</p>;
  const auth = status.failure?.status === 401 || status.failure?.status === 403;
  const seconds = status.retryAt === undefined ? null : Math.max(0, Math.ceil((status.retryAt - now) / 1000));
  return (
    <div className="method-error" role="alert">
      <p>{auth ? strings.submitFailedAuth : strings.submitFailed}</p>
      {seconds !== null && <p>{strings.retryingIn(seconds)}</p>}
      <button type="button" className="method-button" data-variant="secondary" onClick={() => void store.getState().actions.retry(submissionKey)}>
        {strings.retryLabel}
      </button>
    </div>
  );
}
