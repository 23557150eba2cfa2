import { readDate } from './read';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/**
 * The instant a course stops granting credit. A date-only expiration ("2026-12-31") is a calendar
 * day the course is still valid on, so it ends at the close of that day (UTC).
 */
export function expiresAt(expirationDate: unknown): Date | null {
  const date = readDate(expirationDate);
  if (!date) return null;
  return typeof expirationDate === 'string' && DATE_ONLY.test(expirationDate.trim()) ? new Date(date.getTime() + DAY_MS) : date;
}

/** True when the expiration has passed at `now`; unknown or unreadable dates never expire. */
export function isExpired(expirationDate: unknown, now: Date): boolean {
  const end = expiresAt(expirationDate);
  return end !== null && now.getTime() >= end.getTime();
}
