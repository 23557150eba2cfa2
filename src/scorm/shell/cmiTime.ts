// Session time in each SCORM version's own format. Both work in whole hundredths of a second: the
// finest either format holds, so rounding happens once.

const MAX_CENTISECONDS_12 = (9999 * 3600 + 59 * 60 + 59) * 100 + 99;

function centiseconds(seconds: number): number {
  return Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds * 100) : 0;
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** SCORM 1.2 CMITimespan, `HHHH:MM:SS.SS` (hours cap at 9999: the format holds no more). */
export function toCmiTimespan(seconds: number): string {
  const total = Math.min(centiseconds(seconds), MAX_CENTISECONDS_12);
  const hours = Math.floor(total / 360_000);
  const minutes = Math.floor((total % 360_000) / 6000);
  const whole = Math.floor((total % 6000) / 100);
  return `${pad(hours, 4)}:${pad(minutes, 2)}:${pad(whole, 2)}.${pad(total % 100, 2)}`;
}

/** SCORM 2004 timeinterval (ISO 8601 duration), e.g. `PT1H2M3.45S`; `PT0S` for nothing. */
export function toScormDuration(seconds: number): string {
  const total = centiseconds(seconds);
  const hours = Math.floor(total / 360_000);
  const minutes = Math.floor((total % 360_000) / 6000);
  const rest = total % 6000;
  const secondsText = rest % 100 === 0 ? String(rest / 100) : (rest / 100).toFixed(2).replace(/0$/, '');
  const parts = `${hours ? `${hours}H` : ''}${minutes ? `${minutes}M` : ''}${rest || (!hours && !minutes) ? `${secondsText}S` : ''}`;
  return `PT${parts}`;
}
