import { useState } from 'react';
import type { OutboxState } from '../logic/outbox';
import { usePlayer, usePlayerContext } from './PlayerContext';

/**
 * Where a phase's answers are: 'Saved on this device', 'Sending…' or 'Sent' (the outbox). 'Sending…'
 * shows only for answers that were kept on this device first (offline, or a failed send): an
 * ordinary send already says so beside its button. A change to saved is announced by the live
 * region (LiveRegion.tsx). `data-outbox` carries the state.
 */
export function OutboxStatus({ phaseId }: { phaseId: string }) {
  const { strings } = usePlayerContext();
  const state = usePlayer((s) => s.outbox?.[phaseId]);
  const [keptHere, setKeptHere] = useState(false);
  if (state === 'saved' && !keptHere) setKeptHere(true);
  if (state === undefined || (state === 'sending' && !keptHere)) return null;
  const text: Record<OutboxState, string> = { saved: strings.outboxSaved, sending: strings.outboxSending, sent: strings.outboxSent };
  return <p className="method-notice" data-tone="info" data-outbox={state}>{text[state]}</p>;
}
