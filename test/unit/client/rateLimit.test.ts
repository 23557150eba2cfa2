import { createClient, parseResetAt, RateLimitedError, readRateLimit } from '../../../src/client';
import { type FakeService, failure, ok, startFakeService } from './fakeService';

const NOW = 1_767_225_600_000;

let service: FakeService;
let slept: number[];
beforeEach(async () => {
  service = await startFakeService();
  slept = [];
});
afterEach(() => service.close());

/** A fixed clock whose sleeps return at once but are recorded, so no test waits for a reset. */
function client(retry?: { maxRetries?: number; maxWaitMs?: number }) {
  return createClient({
    baseUrl: service.baseUrl,
    apiKey: 'cbapi_k',
    retry,
    clock: { now: () => NOW, sleep: async (ms) => void slept.push(ms), random: () => 0 },
  });
}

const limited = (reset: string) => ({
  status: 429,
  headers: { 'X-RateLimit-Limit': '60', 'X-RateLimit-Remaining': '0', 'X-RateLimit-Reset': reset },
  json: failure('rate_limited'),
});
const fine = { headers: { 'X-RateLimit-Limit': '60', 'X-RateLimit-Remaining': '59', 'X-RateLimit-Reset': '60' }, json: ok([]) };

describe('X-RateLimit-Reset', () => {
  it.each([
    ['seconds until the reset', 30, NOW + 30_000],
    ['zero seconds', 0, NOW],
    ['epoch seconds (above 10^9)', 1_767_225_660, 1_767_225_660_000],
    ['absent', null, null],
  ])('%s', (_name, raw, expected) => {
    expect(parseResetAt(raw, NOW)).toBe(expected);
  });

  it.each([
    ['all three', { 'X-RateLimit-Limit': '60', 'X-RateLimit-Remaining': '7', 'X-RateLimit-Reset': '12' }, { limit: 60, remaining: 7, resetAt: NOW + 12_000 }],
    ['garbage values', { 'X-RateLimit-Limit': 'many', 'X-RateLimit-Remaining': '-1', 'X-RateLimit-Reset': '' }, null],
    ['none', {}, null],
  ])('reads %s', (_name, headers, expected) => {
    expect(readRateLimit(new Headers(headers), NOW)).toEqual(expected);
  });
});

describe('rate-limit headers on results', () => {
  it('are exposed on the result and as client.rateLimit', async () => {
    service.route('GET /api-courses', fine);
    const api = client();
    expect(api.rateLimit).toBeNull();
    const result = await api.listCourses();
    const expected = { limit: 60, remaining: 59, resetAt: NOW + 60_000 };
    expect(result.rateLimit).toEqual(expected);
    expect(api.rateLimit).toEqual(expected);
  });

  it('client.rateLimit keeps the last headers seen, errors included', async () => {
    service.route('GET /api-courses', limited('9'));
    const api = client({ maxRetries: 0 });
    const error = await api.listCourses().catch((caught: unknown) => caught);
    expect(error).toMatchObject({ rateLimit: { remaining: 0, resetAt: NOW + 9000 } });
    expect(api.rateLimit).toEqual({ limit: 60, remaining: 0, resetAt: NOW + 9000 });
  });
});

describe('429 retries', () => {
  it('waits for the reset (seconds form), then succeeds', async () => {
    service.route('GET /api-courses', [limited('2'), fine]);
    await expect(client().listCourses()).resolves.toMatchObject({ data: [] });
    expect(service.requests).toHaveLength(2);
    // 2000 ms to the reset plus jitter of random() * (250 + 10%) with random() = 0.
    expect(slept).toEqual([2000]);
  });

  it('waits for the reset (epoch form)', async () => {
    service.route('GET /api-courses', [limited(String(NOW / 1000 + 3)), fine]);
    await client().listCourses();
    expect(slept).toEqual([3000]);
  });

  it('honours Retry-After when no reset is given', async () => {
    service.route('GET /api-courses', [{ status: 429, headers: { 'Retry-After': '4' }, json: failure('rate_limited') }, fine]);
    await client().listCourses();
    expect(slept).toEqual([4000]);
  });

  it('backs off 1 s, 2 s when the 429 says nothing, and gives up with retryAfterMs', async () => {
    service.route('POST /api-submit-progress', { status: 429, json: failure('rate_limited') });
    const body = { activity_id: 'a', user_id: 'u', phase_type: 'content', phase_id: 'p', time_spent_minutes: 1 };
    const error = await client({ maxRetries: 2 }).submitProgress(body).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RateLimitedError);
    expect(error).toMatchObject({ status: 429, code: 'rate_limited', retryAfterMs: 4000 });
    expect(service.requests).toHaveLength(3);
    expect(slept).toEqual([1000, 2000]);
    expect(new Set(service.requests.map((request) => request.body))).toEqual(new Set([JSON.stringify(body)]));
  });

  it('gives up at once when the reset is beyond maxWaitMs', async () => {
    service.route('GET /api-courses', limited('3600'));
    const error = await client({ maxWaitMs: 60_000 }).listCourses().catch((caught: unknown) => caught);
    expect(error).toMatchObject({ name: 'RateLimitedError', retryAfterMs: 3_600_000 });
    expect(service.requests).toHaveLength(1);
    expect(slept).toEqual([]);
  });

  it('adds jitter proportional to the wait', async () => {
    service.route('GET /api-courses', [limited('10'), fine]);
    const api = createClient({
      baseUrl: service.baseUrl,
      apiKey: 'cbapi_k',
      clock: { now: () => NOW, sleep: async (ms) => void slept.push(ms), random: () => 0.5 },
    });
    await api.listCourses();
    expect(slept).toEqual([10_000 + Math.floor(0.5 * (250 + 1000))]);
  });

  it('does not retry other errors', async () => {
    service.route('GET /api-courses', [{ status: 503, json: failure(undefined) }, fine]);
    await expect(client().listCourses()).rejects.toMatchObject({ name: 'HttpError', status: 503 });
    expect(service.requests).toHaveLength(1);
  });
});
