import { describe, expect, it } from 'vitest';
import { expiresAt, isExpired } from './expiry';

describe('isExpired', () => {
  it.each([
    ['2026-12-31', '2026-12-31T23:59:59Z', false],
    ['2026-12-31', '2027-01-01T00:00:00Z', true],
    ['2026-06-01T12:00:00Z', '2026-06-01T11:59:59Z', false],
    ['2026-06-01T12:00:00Z', '2026-06-01T12:00:00Z', true],
    ['not a date', '2099-01-01T00:00:00Z', false],
    [null, '2099-01-01T00:00:00Z', false],
    [{}, '2099-01-01T00:00:00Z', false],
  ])('%j at %s -> %s', (expiration, now, expected) => {
    expect(isExpired(expiration, new Date(now))).toBe(expected);
  });

  it('ends a date-only expiration at the close of that day', () => {
    expect(expiresAt('2026-12-31')?.toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });
});
