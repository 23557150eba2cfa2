import { describe, expect, it } from 'vitest';
import { decideRetry, MAX_AUTOMATIC_RETRIES, MAX_RETRY_DELAY_MS, MIN_RETRY_DELAY_MS, type SubmitFailure } from './retry';
import { toSubmitFailure } from './retry';

const retryIn = (delayMs: number) => ({ retry: true, delayMs });
const never = { retry: false, delayMs: 0 };
const decide = (failure: Omit<SubmitFailure, 'message'>, attempt: number) => decideRetry({ message: 'x', ...failure }, attempt);

describe('decideRetry', () => {
  it('keeps the limits this table is written against', () => {
    expect([MAX_AUTOMATIC_RETRIES, MIN_RETRY_DELAY_MS, MAX_RETRY_DELAY_MS]).toEqual([4, 1000, 60_000]);
  });

  it.each([
    ['network error', {}, 0, retryIn(1000)],
    ['network error, second attempt', {}, 1, retryIn(2000)],
    ['network error, third attempt', {}, 2, retryIn(4000)],
    ['network error, fourth attempt', {}, 3, retryIn(8000)],
    ['network error, attempts spent', {}, 4, never],
    ['network error, past the limit', {}, 5, never],
    ['network error, a NaN attempt gives up', {}, Number.NaN, never],
    ['network error, a negative attempt still waits the minimum', {}, -1, retryIn(1000)],
    ['an unknown code without status (a Node socket error)', { code: 'ECONNRESET' }, 0, retryIn(1000)],
    ['500', { status: 500 }, 1, retryIn(2000)],
    ['502', { status: 502 }, 0, retryIn(1000)],
    ['503 with retryAfterMs', { status: 503, retryAfterMs: 7000 }, 0, retryIn(7000)],
    ['499 is not a server error', { status: 499 }, 0, never],
    ['400', { status: 400 }, 0, never],
    ['404', { status: 404 }, 0, never],
    ['an unexpected 200', { status: 200 }, 0, never],
    ['401', { status: 401 }, 0, never],
    ['401 even with a wait', { status: 401, retryAfterMs: 2000 }, 0, never],
    ['403', { status: 403 }, 0, never],
    ['401 even when it says rate_limited', { status: 401, code: 'rate_limited', retryAfterMs: 1000 }, 0, never],
    ['403 even when it says rate_limited', { status: 403, code: 'rate_limited', retryAfterMs: 1000 }, 0, never],
    ['403 with insufficient_scope', { status: 403, code: 'insufficient_scope' }, 0, never],
    ['invalid_api_key without a status', { code: 'invalid_api_key' }, 0, never],
    ['insufficient_scope without a status', { code: 'insufficient_scope' }, 0, never],
    ['course_not_found without a status', { code: 'course_not_found' }, 0, never],
    ['course_not_published without a status', { code: 'course_not_published' }, 0, never],
    ['course_not_owned_by_key without a status', { code: 'course_not_owned_by_key' }, 0, never],
    ['a permanent code on a 500', { status: 500, code: 'invalid_api_key' }, 0, never],
    ['an answer that was not a success, no status', { answered: true }, 0, never],
    ['an answer that was not a success, with a code', { answered: true, code: 'bad_gateway' }, 0, never],
    ['an answer carrying a 502', { answered: true, status: 502 }, 0, retryIn(1000)],
    ['an answer carrying rate_limited', { answered: true, code: 'rate_limited', retryAfterMs: 5000 }, 0, retryIn(5000)],
  ] as const)('%s', (_name, failure, attempt, expected) => {
    expect(decide(failure, attempt)).toEqual(expected);
  });

  describe('429 and its wait', () => {
    it.each([
      ['as asked', 12_000, 0, retryIn(12_000)],
      ['as asked, on a later attempt', 12_000, 3, retryIn(12_000)],
      ['a reset already reached (0) backs off', 0, 0, retryIn(1000)],
      ['a reset already reached (0) backs off, third attempt', 0, 2, retryIn(4000)],
      ['a reset in the past backs off', -5000, 1, retryIn(2000)],
      ['an unreadable wait backs off', Number.NaN, 0, retryIn(1000)],
      ['no wait backs off', undefined, 3, retryIn(8000)],
      ['a wait shorter than the minimum is stretched', 1, 0, retryIn(1000)],
      ['a wait just under the minimum is stretched', 999, 0, retryIn(1000)],
      ['a wait of exactly the minimum', 1000, 0, retryIn(1000)],
      ['a wait of exactly the maximum', 60_000, 0, retryIn(60_000)],
      ['a wait past the maximum is not scheduled', 60_001, 0, never],
      ['an hour is not scheduled', 3_600_000, 0, never],
      ['an infinite wait is not scheduled', Number.POSITIVE_INFINITY, 0, never],
      ['attempts spent, even with a short wait', 2000, 4, never],
    ])('%s', (_name, retryAfterMs, attempt, expected) => {
      const failure = retryAfterMs === undefined ? {} : { retryAfterMs };
      expect(decide({ status: 429, ...failure }, attempt)).toEqual(expected);
      // The code alone (a host that lost the status) reads the same.
      expect(decide({ code: 'rate_limited', ...failure }, attempt)).toEqual(expected);
    });
  });

  it('never retries back to back: every scheduled retry over a run of zero-wait 429s is at least the minimum apart', () => {
    const delays: number[] = [];
    for (let attempt = 0; ; attempt += 1) {
      const decision = decide({ status: 429, retryAfterMs: 0 }, attempt);
      if (!decision.retry) break;
      delays.push(decision.delayMs);
    }
    expect(delays).toEqual([1000, 2000, 4000, 8000]);
  });
});

describe('toSubmitFailure', () => {
  it('reads status, code and retryAfterMs from an error', () => {
    const error = Object.assign(new Error('slow down'), { status: 429, code: 'rate_limited', retryAfterMs: 3000 });
    expect(toSubmitFailure(error)).toEqual({ message: 'slow down', status: 429, code: 'rate_limited', retryAfterMs: 3000 });
  });

  it.each([
    ['a string', 'offline', { message: 'offline' }],
    ['undefined', undefined, { message: 'The submission failed.' }],
    ['null', null, { message: 'The submission failed.' }],
    ['error_code and a negative wait', { error_code: 'invalid_api_key', retryAfterMs: -1 }, { message: 'The submission failed.', code: 'invalid_api_key' }],
    ['code wins over error_code', { code: 'a', error_code: 'b' }, { message: 'The submission failed.', code: 'a' }],
    ['a wait of 0', { retryAfterMs: 0 }, { message: 'The submission failed.', retryAfterMs: 0 }],
    ['a NaN wait', { retryAfterMs: Number.NaN }, { message: 'The submission failed.' }],
    ['an infinite wait', { retryAfterMs: Number.POSITIVE_INFINITY }, { message: 'The submission failed.' }],
    ['a string wait and status', { retryAfterMs: '3000', status: '429' }, { message: 'The submission failed.' }],
    ['a numeric code', { code: 502 }, { message: 'The submission failed.' }],
    ['a plain object with a message', { message: 'Proxy down', error: 'other' }, { message: 'Proxy down' }],
    ['a plain object with error prose', { error: 'Bad request', message: '  ' }, { message: 'Bad request' }],
    ['blank prose', { error: ' ', message: '' }, { message: 'The submission failed.' }],
  ])('reads %s', (_name, error, failure) => {
    expect(toSubmitFailure(error)).toEqual(failure);
  });

  it('uses the fallback message it is given', () => {
    expect(toSubmitFailure({ status: 502 }, 'Unrecognised.')).toEqual({ message: 'Unrecognised.', status: 502 });
  });
});
