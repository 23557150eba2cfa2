import { describe, expect, it } from 'vitest';
import { mediaExpiresAt } from '../contract/mediaExpiry';
import { shouldRefetchMedia } from './media';

// The media expiry rules where media.test.ts leaves them open: expiries that are not strings, a
// block without one beside the payload's, and refetch decisions at small clock values.

describe('mediaExpiresAt at the edges', () => {
  const at = Date.parse('2026-09-03T12:00:00Z');

  it.each([
    ['a block without expires_at keeps the payload expiry', { media_expires_at: '2026-09-03T12:00:00Z', phases: [{ components: [{ id: 'a' }] }] }, at],
    ['a numeric expires_at is not a date (it would parse as a year)', { phases: [{ components: [{ expires_at: 123 }] }] }, null],
    ['a numeric media_expires_at is not a date', { media_expires_at: 2030 as never, phases: [] }, null],
    ['a phase without components', { media_expires_at: '2026-09-03T12:00:00Z', phases: [{}] }, at],
  ])('%s', (_name, payload, expected) => {
    expect(mediaExpiresAt(payload)).toBe(expected);
  });
});

describe('shouldRefetchMedia at the edges', () => {
  const idle = { inFlight: false, answeredExpiry: null, lastAttemptAt: null };

  it.each([
    ['nothing expires, even when an earlier expiry was answered', null, 0, { ...idle, answeredExpiry: 5 }, false],
    ['a first attempt early in the clock (no attempt yet is not "an attempt at 0")', 1_000, 1_000, idle, true],
    ['a refetch already in flight, whatever else holds', 1_000, 1_000, { ...idle, inFlight: true }, false],
  ] as const)('%s: %s', (_name, expiresAt, now, state, expected) => {
    expect(shouldRefetchMedia(expiresAt, now, state, { safetyMarginMs: 0 })).toBe(expected);
  });
});
