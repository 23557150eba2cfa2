import { canExtend, extensionSeconds, MAX_EXTENSIONS, WARNING_SECONDS, type QuestionTime } from '../../logic/questionDeadline';
import type { KindPlayerStrings } from '../../strings/en-kinds';

export interface DeadlineClockProps {
  time: QuestionTime;
  limitSeconds: number;
  /** The question's place in its quiz, from 1, and how many questions the quiz has. */
  position: number;
  total: number;
  answered: boolean;
  strings: KindPlayerStrings;
  onExtend: () => void;
}

/**
 * One question's enforced time: a countdown (role timer, not live), a polite status that speaks
 * once per change (warned, time added, time up; never a count), and "More time" from the warning
 * on while extensions remain. An answered question stays changeable until its time is up, and that
 * limit is one the learner meets too (WCAG 2.2.1): its countdown says it is answered, and it is
 * warned and offered "More time" like any other. Rendered state: `data-state` = waiting | running |
 * warning | expired.
 */
export function DeadlineClock({ time, limitSeconds, position, total, answered, strings, onExtend }: DeadlineClockProps) {
  const shown =
    time.state === 'waiting' ? strings.timeLimit(limitSeconds)
      : time.state === 'expired' ? strings.timeLimitUp
        : answered ? strings.timeLimitChangeable(time.secondsLeft)
          : strings.timeLimitLeft(time.secondsLeft);
  return (
    <div className="method-deadline" data-state={time.state}>
      <div className="method-countdown" data-state={time.state === 'expired' ? 'up' : time.state === 'warning' ? 'nearly-up' : 'running'}>
        <p role="timer">{shown}</p>
      </div>
      {/* Focus lands here when the time runs out and no question is left to answer. */}
      <p className="method-field__hint" role="status" tabIndex={time.state === 'expired' ? -1 : undefined}>
        {message(time, limitSeconds, position, total, answered, strings)}
      </p>
      {canExtend(time) && (
        <button type="button" className="method-button" data-variant="secondary" onClick={onExtend}>
          {strings.moreTime(position, total)}
        </button>
      )}
    </div>
  );
}

function message(time: QuestionTime, limitSeconds: number, position: number, total: number, answered: boolean, strings: KindPlayerStrings): string {
  switch (time.state) {
    case 'waiting':
      return '';
    case 'running':
      return time.extensions > 0 ? strings.timeAdded(position, extensionSeconds(limitSeconds), time.extensions, MAX_EXTENSIONS) : '';
    case 'warning':
      return time.extensions < MAX_EXTENSIONS ? strings.timeLimitWarning(position, WARNING_SECONDS) : strings.timeLimitLastWarning(position, WARNING_SECONDS);
    case 'expired':
      // Whether the quiz moves on depends only on the question's place: the words never change afterwards.
      return answered ? strings.timeUpAnswered(position) : position < total ? strings.timeUpMovedOn(position) : strings.timeUpUnanswered(position);
    default: {
      const exhaustive: never = time;
      return exhaustive;
    }
  }
}
