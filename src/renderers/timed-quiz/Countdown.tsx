import type { KindPlayerStrings } from '../../strings/en-kinds';
import { countdownPhase, nearlyUpAt, remainingSeconds } from './countdownClock';

export interface CountdownProps {
  limitSeconds: number;
  elapsedSeconds: number;
  /** Whether this question's clock is the one running. */
  running: boolean;
  /** The player's strings: English with the host's `strings` and `<MethodStrings>` merged over it. */
  strings: KindPlayerStrings;
}

/**
 * A visible countdown (role timer, not live) plus a polite status that speaks only twice: when
 * the time is nearly up and when it is up. Rendered state: `data-state` = running | nearly-up | up.
 */
export function Countdown({ limitSeconds, elapsedSeconds, running, strings }: CountdownProps) {
  const phase = countdownPhase(limitSeconds, elapsedSeconds);
  const visible = phase === 'up' ? strings.timeUp : running ? strings.timeLeft(remainingSeconds(limitSeconds, elapsedSeconds)) : strings.suggestedTime(limitSeconds);
  // Text that changes every second would flood a screen reader; the status changes twice at most.
  const announcement = phase === 'up' ? strings.timeUp : running && phase === 'nearly-up' ? strings.timeNearlyUp(nearlyUpAt(limitSeconds)) : '';
  return (
    <div className="method-countdown" data-state={phase}>
      <p className="method-field__hint" role="timer">{visible}</p>
      <p className="method-visually-hidden" role="status">{announcement}</p>
    </div>
  );
}
