/**
 * Milliseconds as an ISO 8601 duration (`PT1H2M3.45S`), to the hundredth of a second an LRS keeps
 * (xAPI 1.0.3, 4.6). Negative or non-finite input counts as zero.
 */
export function toIsoDuration(ms: number): string {
  const centiseconds = Number.isFinite(ms) && ms > 0 ? Math.round(ms / 10) : 0;
  const hours = Math.floor(centiseconds / 360_000);
  const minutes = Math.floor((centiseconds % 360_000) / 6_000);
  const seconds = (centiseconds % 6_000) / 100;
  const parts = `${hours ? `${hours}H` : ''}${minutes ? `${minutes}M` : ''}${seconds ? `${seconds}S` : ''}`;
  return `PT${parts || '0S'}`;
}
