/** Above this, a numeric timestamp is read as milliseconds (1e11 seconds is the year 5138). */
const MILLISECONDS_THRESHOLD = 1e11;

/**
 * Reads `X-Webhook-Timestamp` as epoch milliseconds. The spec does not show its format: Unix
 * seconds (optionally fractional, or milliseconds) and ISO 8601 with a zone are accepted. An ISO
 * value without a zone is refused, since it would be read in the receiver's local time.
 */
export function parseWebhookTimestamp(raw: string): number | null {
  const value = raw.trim();
  if (/^\d+(\.\d+)?$/.test(value)) {
    const number = Number(value);
    return number > MILLISECONDS_THRESHOLD ? number : number * 1000;
  }
  if (!/^\d{4}-\d{2}-\d{2}T[\d:.]+(Z|[+-]\d{2}:?\d{2})$/i.test(value)) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : time;
}
