import { parseResetAt, readRateLimit, retryAfterMs } from '../../../src/client/rateLimit';
import { buildUrl } from '../../../src/client/url';

// URL building and the rate-limit headers at the edges Stryker showed untested (src/client/url.ts,
// src/client/rateLimit.ts): trailing slashes, null query values, padded and partial headers,
// the epoch threshold, and every Retry-After form.

const NOW = 1_767_225_600_000;

describe('buildUrl', () => {
  it.each([
    ['one trailing slash', 'https://h.example/v1/', 'https://h.example/v1/api-x'],
    ['several trailing slashes', 'https://h.example/v1///', 'https://h.example/v1/api-x'],
    ['none', 'https://h.example/v1', 'https://h.example/v1/api-x'],
  ])('drops %s from the base', (_name, base, url) => {
    expect(buildUrl(base, '/api-x')).toBe(url);
  });

  it('leaves out undefined and null query values, and sends 0, false and empty text', () => {
    expect(buildUrl('https://h.example', '/api-x', { a: undefined, b: null, c: 0, d: false, e: '' } as never)).toBe('https://h.example/api-x?c=0&d=false&e=');
  });
});

describe('readRateLimit', () => {
  it.each([
    ['only a limit', { 'X-RateLimit-Limit': '60' }, { limit: 60, remaining: null, resetAt: null }],
    ['only a remaining count of 0', { 'X-RateLimit-Remaining': '0' }, { limit: null, remaining: 0, resetAt: null }],
    ['only a reset', { 'X-RateLimit-Reset': '5' }, { limit: null, remaining: null, resetAt: NOW + 5_000 }],
    ['padded values', { 'X-RateLimit-Limit': ' 60 ', 'X-RateLimit-Remaining': '\t7' }, { limit: 60, remaining: 7, resetAt: null }],
    ['blank values (not 0)', { 'X-RateLimit-Limit': '   ', 'X-RateLimit-Remaining': ' ' }, null],
  ])('reads %s', (_name, headers, expected) => {
    expect(readRateLimit(new Headers(headers), NOW)).toEqual(expected);
  });

  it('reads a reset of exactly 10^9 as seconds until the reset, above it as epoch seconds', () => {
    expect(parseResetAt(1e9, NOW)).toBe(NOW + 1e12);
    expect(parseResetAt(1e9 + 1, NOW)).toBe((1e9 + 1) * 1000);
  });
});

describe('retryAfterMs', () => {
  const wait = (value: string) => retryAfterMs(new Headers({ 'Retry-After': value }), null, NOW);

  it.each([
    ['whole seconds', '12', 12_000],
    ['padded seconds', ' 5 ', 5_000],
    ['fractional seconds', '1.5', 1_500],
    ['two decimals', '1.25', 1_250],
    ['an HTTP date 30 s ahead', new Date(NOW + 30_000).toUTCString(), 30_000],
    ['an HTTP date already past', new Date(NOW - 30_000).toUTCString(), 0],
    ['junk before a number', 'x5', null],
    ['junk after a number', '5x', null],
    ['nothing', '', null],
  ])('%s', (_name, value, expected) => {
    expect(wait(value)).toBe(expected);
  });

  it('prefers the rate-limit reset over Retry-After', () => {
    expect(retryAfterMs(new Headers({ 'Retry-After': '99' }), { limit: 1, remaining: 0, resetAt: NOW + 2_000 }, NOW)).toBe(2_000);
  });
});
