import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serverProgress } from '../../../examples/host-backend/serverProgress.mjs';
import { writeProgress } from '../../../src/store/progressWriter';

/**
 * The example's browser storage saves each key at most once every 2 s (the player saves on every
 * change, about 80 a course): the first change goes at once, what follows within 2 s goes as one,
 * the latest; a hidden page sends what waits at once.
 */
const KEY = 'ce-progress:course-1:learner-1';
let puts: Array<{ body: string; keepalive: boolean }>;

beforeEach(() => {
  vi.useFakeTimers();
  puts = [];
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    puts.push({ body: String(init.body), keepalive: init.keepalive === true });
    return new Response(null, { status: 204 });
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
});

describe('serverProgress saves less', () => {
  it('ten changes in a row, as the player hands them over, are two saves: the first at once, the last 2 s later', async () => {
    const storage = serverProgress();
    for (let change = 1; change <= 10; change += 1) writeProgress(storage, KEY, `state ${change}`, () => undefined);
    await vi.advanceTimersByTimeAsync(0);
    expect(puts.map((put) => put.body)).toEqual(['state 1']);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(puts).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(puts.map((put) => put.body)).toEqual(['state 1', 'state 10']);
  });

  it('a change after a quiet spell is saved at once', async () => {
    const storage = serverProgress();
    await storage.setItem(KEY, 'state 1');
    await vi.advanceTimersByTimeAsync(5_000);
    await storage.setItem(KEY, 'state 2');
    expect(puts.map((put) => put.body)).toEqual(['state 1', 'state 2']);
  });

  it('a save waiting for its turn goes at once, with keepalive, when the page is hidden', async () => {
    const storage = serverProgress();
    await storage.setItem(KEY, 'state 1');
    const waiting = storage.setItem(KEY, 'state 2');
    expect(puts).toHaveLength(1);
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    await waiting;
    expect(puts).toEqual([{ body: 'state 1', keepalive: false }, { body: 'state 2', keepalive: true }]);
  });
});
