import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { normalizeCourse } from '../../../src/model/normalizeCourse';
import type { PlayerEvent } from '../../../src/store/types';
import { createCmi5Session, type Cmi5SessionOptions } from '../../../src/xapi';
import { methodCourse } from '../../fixtures';
import { startFakeLrs, type FakeLrs, type FakeLrsLaunch } from '../../support/fakeLrs';

/**
 * The AICC cmi5 spec repository ships no machine-runnable sample scenarios (its examples are course
 * structure XML), so these scenarios come from the spec's statement rules (sections 7 to 11): each
 * replays a learner's player events through a cmi5 session against a local LMS + LRS that rejects
 * any statement breaking a rule (test/support/fakeLrs.ts).
 */
const { course } = normalizeCourse(methodCourse);
const totals = { sent: 0, rejected: 0, violations: 0 };
let lrs: FakeLrs | null = null;

afterEach(async () => {
  if (!lrs) return;
  totals.sent += lrs.stored.length;
  totals.rejected += lrs.rejected();
  totals.violations += lrs.violations.length;
  await lrs.close();
  lrs = null;
});

/** Records each request's keepalive flag; everything else is the real fetch. */
function recordingFetch() {
  const calls: Array<{ url: string; method: string; keepalive: boolean }> = [];
  const wrapped: typeof fetch = (input, init) => {
    calls.push({ url: String(input), method: init?.method ?? 'GET', keepalive: init?.keepalive === true });
    return fetch(input, init);
  };
  return { calls, fetch: wrapped };
}

async function launch(data: FakeLrsLaunch, options: Partial<Cmi5SessionOptions> = {}) {
  lrs = await startFakeLrs(data);
  let clock = Date.UTC(2026, 2, 1, 12, 0, 0);
  const recorder = recordingFetch();
  const errors: Error[] = [];
  const session = createCmi5Session({ launchUrl: lrs.launchUrl, fetch: recorder.fetch, course, now: () => (clock += 1000), baseDelayMs: 5, onError: (error) => errors.push(error), ...options });
  return { lrs, session, calls: recorder.calls, errors };
}

const started: PlayerEvent = { type: 'session_started', sessionId: 'player-1' };
const ended = (durationMs: number): PlayerEvent => ({ type: 'session_ended', sessionId: 'player-1', durationMs });
const answer = (value: string): PlayerEvent => ({ type: 'answer_changed', blockId: 'post-mcq', answer: { type: 'selections', byQuestion: { q1: value } } });
const phase = (phaseId: string, score: number | null, passed: boolean | null): PlayerEvent => ({ type: 'phase_completed', phaseId, score, passed, durationMs: 60_000 });
const finished: PlayerEvent = { type: 'completed', durationMs: 1_500_000 };

/** A whole course: pre-test, content, post-test with `postScore`, completion, then the page goes away. */
const wholeCourse = (postScore: number, postPassed: boolean): PlayerEvent[] => [
  started,
  phase('ph-pre', 40, false),
  phase('ph-education', null, null),
  answer('a'),
  answer('c'),
  phase('ph-post', postScore, postPassed),
  finished,
  ended(1_620_000),
];

async function settle(lrs: FakeLrs, count: number) {
  await expect.poll(() => lrs.stored.length + lrs.rejected(), { timeout: 5000 }).toBeGreaterThanOrEqual(count);
}

describe('cmi5 scenarios against a local LMS and LRS', () => {
  it('Normal launch, passed above masteryScore: initialized … completed, passed … terminated', async () => {
    const { lrs, session } = await launch({ launchMode: 'Normal', masteryScore: 0.8, languagePreference: 'en-US' });
    const data = await session.start();
    expect(data).toMatchObject({ launchMode: 'Normal', masteryScore: 0.8, moveOn: 'CompletedAndPassed', returnUrl: 'https://lms.example.com/return', languagePreference: 'en-US' });
    wholeCourse(90, true).forEach(session.onEvent);
    await settle(lrs, 8);
    expect(lrs.violations).toEqual([]);
    expect(lrs.verbs()).toEqual(['initialized', 'completed', 'failed', 'completed', 'answered', 'completed', 'passed', 'completed', 'passed', 'terminated']);
    const passed = lrs.stored.filter((s) => s.object.id === lrs.activityId && s.verb.id.endsWith('/passed'))[0];
    expect(passed.result).toEqual({ score: { scaled: 0.9 }, success: true, duration: 'PT25M' });
    expect(lrs.stored.at(-1).result).toEqual({ duration: 'PT27M' });
  });

  it('Normal launch, post-test below masteryScore: failed with its scaled score', async () => {
    const { lrs, session } = await launch({ launchMode: 'Normal', masteryScore: 0.8 });
    await session.start();
    // The service said passed, but cmi5 judges by masteryScore when there is a score (10.2.4).
    wholeCourse(75, true).forEach(session.onEvent);
    await settle(lrs, 10);
    expect(lrs.violations).toEqual([]);
    const au = lrs.stored.filter((s) => s.object.id === lrs.activityId).map((s) => [s.verb.id.split('/').pop(), s.result?.score?.scaled]);
    expect(au).toEqual([['initialized', undefined], ['completed', undefined], ['failed', 0.75], ['terminated', undefined]]);
  });

  it('Normal launch without masteryScore: the service verdict, no mastery extension', async () => {
    const { lrs, session } = await launch({ launchMode: 'Normal' });
    await session.start();
    wholeCourse(90, true).forEach(session.onEvent);
    await settle(lrs, 10);
    expect(lrs.violations).toEqual([]);
    expect(lrs.stored.filter((s) => s.verb.id.endsWith('/passed') && s.object.id === lrs.activityId)).toHaveLength(1);
  });

  it.each(['Browse', 'Review'] as const)('%s launch: initialized and terminated, answers, and nothing judged', async (launchMode) => {
    const { lrs, session } = await launch({ launchMode, masteryScore: 0.8 });
    await session.start();
    wholeCourse(90, true).forEach(session.onEvent);
    await settle(lrs, 3);
    expect(lrs.violations).toEqual([]);
    expect(lrs.verbs()).toEqual(['initialized', 'answered', 'terminated']);
  });

  it('sends completed and passed at most once, and nothing after terminated', async () => {
    const { lrs, session } = await launch({ launchMode: 'Normal' });
    await session.start();
    [started, phase('ph-post', 90, true), finished, finished, started, ended(10_000), answer('b'), finished, ended(20_000)].forEach(session.onEvent);
    await settle(lrs, 6);
    await session.terminate();
    expect(lrs.violations).toEqual([]);
    expect(lrs.verbs()).toEqual(['initialized', 'completed', 'passed', 'completed', 'passed', 'terminated']);
  });

  it('replays events that came before the launch was read, after initialized', async () => {
    const { lrs, session } = await launch({ launchMode: 'Normal' });
    const starting = session.start();
    [started, answer('a')].forEach(session.onEvent);
    await starting;
    await session.terminate();
    expect(lrs.violations).toEqual([]);
    expect(lrs.verbs()).toEqual(['initialized', 'answered', 'terminated']);
  });

  it('terminate() from the host closes the session with the time since initialized', async () => {
    const { lrs, session } = await launch({ launchMode: 'Normal' });
    await session.start();
    session.onEvent(answer('d'));
    await session.terminate();
    expect(lrs.verbs()).toEqual(['initialized', 'answered', 'terminated']);
    expect(lrs.stored.at(-1).result.duration).toMatch(/^PT\d+S$/);
  });

  it('on pagehide (session_ended) sends what waits with keepalive', async () => {
    const { lrs, session, calls } = await launch({ launchMode: 'Normal' });
    await session.start();
    [answer('a'), ended(5_000)].forEach(session.onEvent);
    await settle(lrs, 3);
    const posts = calls.filter((call) => call.url.endsWith('/xapi/statements'));
    expect(posts.length).toBeGreaterThan(0);
    expect(posts.every((call) => call.keepalive)).toBe(true);
    expect(lrs.verbs().at(-1)).toBe('terminated');
  });

  it('survives failing LRS requests: retried with backoff, delivered in order, the learner never waits', async () => {
    const { lrs, session } = await launch({ launchMode: 'Normal' });
    await session.start();
    await expect.poll(() => lrs.stored.length).toBe(1);
    lrs.failNext(503, 429, 502);
    const before = performance.now();
    wholeCourse(90, true).slice(1, -1).forEach(session.onEvent);
    expect(performance.now() - before).toBeLessThan(50);
    await session.terminate();
    expect(session.stats()).toMatchObject({ retries: 3, rejected: 0, givenUp: 0 });
    expect(lrs.violations).toEqual([]);
    expect(lrs.verbs()).toEqual(['initialized', 'completed', 'failed', 'completed', 'answered', 'completed', 'passed', 'completed', 'passed', 'terminated']);
  });

  it('gives a batch up after its bounded tries and tells onError', async () => {
    const { lrs, session, errors } = await launch({ launchMode: 'Normal' }, { maxAttempts: 3 });
    await session.start();
    await expect.poll(() => lrs.stored.length).toBe(1);
    lrs.failNext(503, 503, 503);
    session.onEvent(answer('a'));
    await session.terminate();
    expect(session.stats()).toMatchObject({ givenUp: 2, retries: 2 });
    expect(errors.map((error) => error.message)).toEqual(['POST statements: HTTP 503']);
  });

  it('uses the one-time fetch URL once: a second session on the same launch is refused a token', async () => {
    const { lrs, session } = await launch({ launchMode: 'Normal' });
    await session.start();
    const again = createCmi5Session({ launchUrl: lrs.launchUrl, fetch, course });
    await expect(again.start()).rejects.toThrow('The authorization token has already been returned.');
    await session.terminate();
  });

  it('refuses a launch URL without the cmi5 parameters', async () => {
    const session = createCmi5Session({ launchUrl: 'https://courses.example.com/method/?endpoint=x', fetch, course });
    await expect(session.start()).rejects.toThrow('cmi5 launch: missing fetch, actor, registration, activityId');
  });
});

afterAll(() => {
  // docs/xapi.md quotes these figures.
  expect(totals).toEqual({ sent: 64, rejected: 0, violations: 0 });
});
