import { createClient, nextSendTime, RateLimitedError } from '../../../src/client';
import { createLimiter } from '../../../src/client/limiter';
import { type FakeService, ok, startFakeService } from './fakeService';

const minute = { max: 2, perMs: 60_000 };
const hour = { max: 3, perMs: 3_600_000 };

describe('nextSendTime', () => {
  it.each([
    ['an empty history sends now', [], 1000, [minute], 1000],
    ['room left in the window', [500], 1000, [minute], 1000],
    ['a full minute waits for the oldest to age out', [500, 700], 1000, [minute], 60_500],
    ['sends older than the window do not count', [-70_000, 700], 1000, [minute], 1000],
    ['a full hour waits longer than a free minute', [0, 10_000, 200_000], 300_000, [minute, hour], 3_600_000],
    ['reserved future slots queue behind each other', [60_500, 61_000], 1000, [minute], 120_500],
  ])('%s', (_name, taken, from, windows, expected) => {
    expect(nextSendTime(taken, from, windows)).toBe(expected);
  });
});

describe('createLimiter', () => {
  function fakeClock() {
    const clock = { time: 0, slept: [] as number[], now: () => clock.time, random: () => 0, sleep: async (ms: number) => void clock.slept.push(ms) };
    return clock;
  }

  it('lets 60 a minute through, then spaces the 61st', async () => {
    const clock = fakeClock();
    const limiter = createLimiter({}, clock);
    for (let index = 0; index < 60; index += 1) await limiter.acquire();
    expect(clock.slept).toEqual([]);
    clock.time = 1000;
    await limiter.acquire();
    expect(clock.slept).toEqual([59_000]);
  });

  it('fails fast with retryAfterMs when the hourly budget is spent', async () => {
    const clock = fakeClock();
    const limiter = createLimiter({ perMinute: 1000, perHour: 2 }, clock);
    await limiter.acquire();
    await limiter.acquire();
    const error = await limiter.acquire().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RateLimitedError);
    expect(error).toMatchObject({ code: 'rate_limited', status: undefined, retryAfterMs: 3_600_000 });
  });

  it('queues concurrent callers behind one another', async () => {
    const clock = fakeClock();
    const limiter = createLimiter({ perMinute: 2 }, clock);
    await Promise.all([limiter.acquire(), limiter.acquire(), limiter.acquire(), limiter.acquire()]);
    expect(clock.slept).toEqual([60_000, 60_000]);
  });

  it('holds requests until the reset once the service reports nothing remaining', async () => {
    const clock = fakeClock();
    const limiter = createLimiter({}, clock);
    limiter.observe({ limit: 60, remaining: 0, resetAt: 5000 });
    await limiter.acquire();
    expect(clock.slept).toEqual([5000]);
  });
});

describe('client with limiter', () => {
  let service: FakeService;
  beforeEach(async () => {
    service = await startFakeService();
    service.route('GET /api-whoami', { json: ok({ organization_id: null, name: null, scopes: [] }) });
    service.route('GET /get-subscription-plans', { json: ok([]) });
  });
  afterEach(() => service.close());

  it('spaces keyed requests but never the unlimited subscription plans', async () => {
    const slept: number[] = [];
    const client = createClient({
      baseUrl: service.baseUrl,
      apiKey: 'cbapi_k',
      limiter: { perMinute: 2 },
      clock: { now: () => 0, sleep: async (ms) => void slept.push(ms) },
    });
    await client.whoami();
    await client.whoami();
    for (let index = 0; index < 5; index += 1) await client.listSubscriptionPlans();
    expect(slept).toEqual([]);
    await client.whoami();
    expect(slept).toEqual([60_000]);
    expect(service.requests).toHaveLength(8);
  });

  it('limiter: true uses the spec limits', async () => {
    const slept: number[] = [];
    const client = createClient({ baseUrl: service.baseUrl, apiKey: 'cbapi_k', limiter: true, clock: { now: () => 0, sleep: async (ms) => void slept.push(ms) } });
    for (let index = 0; index < 60; index += 1) await client.whoami();
    expect(slept).toEqual([]);
    await client.whoami();
    expect(slept).toEqual([60_000]);
  });
});
