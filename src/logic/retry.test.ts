import { describe, expect, it } from 'vitest';
import { decideRetry, MAX_AUTOMATIC_RETRIES, toSubmitFailure } from './retry';

describe('retry', () => {
  it.each([
    ['network error', {}, 0, { retry: true, delayMs: 1000 }],
    ['network error, third attempt', {}, 2, { retry: true, delayMs: 4000 }],
    ['500', { status: 500 }, 1, { retry: true, delayMs: 2000 }],
    ['503 with retryAfterMs', { status: 503, retryAfterMs: 7000 }, 0, { retry: true, delayMs: 7000 }],
    ['429 with retryAfterMs', { status: 429, retryAfterMs: 12_000 }, 0, { retry: true, delayMs: 12_000 }],
    ['rate_limited code', { code: 'rate_limited', retryAfterMs: 500 }, 0, { retry: true, delayMs: 500 }],
    ['401', { status: 401 }, 0, { retry: false, delayMs: 0 }],
    ['403', { status: 403, code: 'insufficient_scope' }, 0, { retry: false, delayMs: 0 }],
    ['400', { status: 400 }, 0, { retry: false, delayMs: 0 }],
    ['backoff is capped', {}, 3, { retry: true, delayMs: 8000 }],
    ['gives up after the last attempt', {}, MAX_AUTOMATIC_RETRIES, { retry: false, delayMs: 0 }],
  ])('%s', (_name, failure, attempt, expected) => {
    expect(decideRetry({ message: 'x', ...failure }, attempt)).toEqual(expected);
  });

  it('reads status, code and retryAfterMs from an error', () => {
    const error = Object.assign(new Error('slow down'), { status: 429, code: 'rate_limited', retryAfterMs: 3000 });
    expect(toSubmitFailure(error)).toEqual({ message: 'slow down', status: 429, code: 'rate_limited', retryAfterMs: 3000 });
    expect(toSubmitFailure('offline')).toEqual({ message: 'offline' });
    expect(toSubmitFailure({ error_code: 'invalid_api_key', retryAfterMs: -1 })).toEqual({ message: 'The submission failed.', code: 'invalid_api_key' });
  });
});
