import type { IncomingMessage, RequestListener } from 'node:http';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type { SubmitProgressBody } from '../../src/contract';
import { defaultStrings as strings } from '../../src/strings/en';
import { hostBackendHandler } from '../../examples/host-backend/server.mjs';
import { openProgressStore, type ProgressStore } from '../../examples/host-backend/progressStore.mjs';
import { methodCourse, methodCourseKeys } from '../fixtures';
import { createReferenceScorer } from '../support/referenceScorer';
import { type FakeService, ok, startFakeService, TEST_API_KEY } from '../unit/client/fakeService';
import { reportFigure } from './figure';
import { targetOf } from './flakyService';
import { serveBuiltFile } from '../support/engines/builtPage';
import { describeInEngines } from '../support/engines/describeInEngines';
import { hostBuiltPage } from '../support/engines/hostBuiltPage';

// The example imports the published entry points; here they resolve to the sources under test.
vi.mock('ce-course-player/client', () => import('../../src/client'));
vi.mock('ce-course-player/webhooks', () => import('../../src/webhooks'));

/**
 * Cross-device resume (docs/reliability.md, "Two devices"): examples/host-backend keeps progress in its PGlite database and
 * forwards to a local fake of the service (the reference scorer behind POST /api-submit-progress
 * and GET /api-progress). One learner plays half the course in one browser context, the same
 * learner goes on in a second context with nothing stored in the browser, and finishes there.
 */
const LEARNER = 'learner-7';
const KEY = `ce-progress:${methodCourse.course_id}:${LEARNER}`;
/**
 * Whole-progress saves a course may take: the page made 77 (one per change of the player's state)
 * before serverProgress saved at most once every 2 s; 9 now, with room for a slow machine.
 */
const MAX_SAVES = 25;
const PHASES = ['ph-intro', 'ph-pre', 'ph-content', 'ph-education', 'ph-assessment', 'ph-post', 'ph-evaluation'];

let service: FakeService;
let progressStore: ProgressStore;
// A fresh service, database and counts per engine (the learner is the same): the server reads these.
let scorer = createReferenceScorer(methodCourse, methodCourseKeys);
let pageErrors: string[] = [];
/** Requests to the backend's progress routes, as `METHOD` per request. */
let progressCalls: string[] = [];

/** The host's session: a cookie naming the learner, as a sign-in on each device would set. */
const userIdOf = (request: IncomingMessage) => /(?:^|;\s*)session=([^;]+)/.exec(request.headers.cookie ?? '')?.[1] ?? '';

let backend: RequestListener;

const host = hostBuiltPage(fileURLToPath(new URL('two-devices-page', import.meta.url)), (outDir) => async (request, response) => {
  const path = new URL(request.url ?? '/', 'http://x').pathname;
  if (path.startsWith('/progress/')) progressCalls.push(request.method ?? '');
  if (path !== '/' && !path.startsWith('/assets/')) return backend(request, response);
  await serveBuiltFile(outDir, path, response);
});

/** A new device: a fresh browser context (no storage of its own), signed in as the learner. */
async function openDevice(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const { origin } = host;
  const context = await browser.newContext();
  await context.addCookies([{ name: 'session', value: LEARNER, url: origin }]);
  const page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.route((url) => !url.href.startsWith(origin), (route) => route.abort());
  await page.goto(`${origin}/?learner=${LEARNER}`);
  await page.evaluate(() => window.__ready);
  return { context, page };
}

/** What the learner sees: the phase heading, the screen, and the options selected on it. */
async function seen(page: Page) {
  return page.evaluate(() => ({
    heading: document.querySelector('h2')?.textContent ?? '',
    screen: [...document.querySelectorAll('p')].map((p) => p.textContent ?? '').find((text) => /^Screen \d+ of \d+$/.test(text)) ?? '',
    selected: [...document.querySelectorAll<HTMLInputElement>('input[type="radio"]:checked')].map((input) => input.labels?.[0]?.textContent ?? input.value),
  }));
}

/** The record in the backend's database, as the player saved it (zustand persist's `{ state, version }`). */
async function storedState(): Promise<{ position: { phaseId: string; screenIndex: number } | null; answers: Record<string, unknown>; courseComplete: boolean } | null> {
  const value = await progressStore.read(LEARNER, KEY);
  return value === null ? null : JSON.parse(value).state;
}

describeInEngines(['chromium', 'firefox'], 'cross-device resume on examples/host-backend (PGlite)', (engine) => {
  // The database, the service and the backend, before the page is opened: the page's server hands requests to the backend.
  beforeAll(async () => {
    scorer = createReferenceScorer(methodCourse, methodCourseKeys);
    pageErrors = [];
    progressCalls = [];
    progressStore = await openProgressStore();
    service = await startFakeService({ apiKey: TEST_API_KEY });
    service.route('GET /api-course-content', { json: ok(methodCourse) });
    service.route('POST /api-submit-progress', (request) => ({ json: scorer.submit(JSON.parse(request.body)) }));
    service.route('GET /api-progress', (request) => ({ json: ok({ completed_phases: scorer.completedPhases(request.query.user_id ?? '') }) }));
    backend = hostBackendHandler({ baseUrl: service.baseUrl, apiKey: TEST_API_KEY, webhookSecret: 'whsec_unused', userIdOf, onEvent: () => {}, progressStore });
  }, 60_000);
  afterAll(async () => {
    await service?.close();
    await progressStore?.close();
  });
  it('half the course on one device, the rest on another: same screen, same answers, each phase recorded once', async () => {
    const started = performance.now();
    const a = await openDevice(engine.browser());
    expect(await a.page.evaluate((stop) => window.__playUntil(stop), 'ph-pre')).toEqual({ outcome: 'stopped', stuckReason: null });
    // Into the case phase: past its first screen, an answer on the second, an answer on the third (not yet checked).
    const forward = () => a.page.getByRole('button', { name: strings.continueLabel, exact: true }).click();
    await forward();
    await forward();
    await a.page.getByRole('radio', { name: 'Confirm with home or ambulatory readings' }).check();
    await forward();
    await a.page.getByRole('radio', { name: 'Add an SGLT2 inhibitor' }).check();
    // Every save has reached the database before the learner walks away from this device.
    await expect.poll(async () => {
      const state = await storedState();
      return state ? { position: state.position, answered: Object.keys(state.answers).includes('content-next-step') } : null;
    }, { timeout: 15_000 }).toEqual({ position: { phaseId: 'ph-content', screenIndex: 2 }, answered: true });
    const before = await seen(a.page);
    expect(before).toMatchObject({ screen: 'Screen 3 of 5', selected: ['Add an SGLT2 inhibitor'] });
    await a.context.close();

    const b = await openDevice(engine.browser());
    expect(await seen(b.page), 'the same screen and answer on the second device').toEqual(before);
    await b.page.getByRole('button', { name: strings.backLabel, exact: true }).click();
    expect((await seen(b.page)).selected, 'the earlier screen keeps its answer too').toEqual(['Confirm with home or ambulatory readings']);
    // Back where device A stopped; the walk answers from there (it expects a screen's gated blocks hidden, so not from the earlier one).
    await b.page.getByRole('button', { name: strings.continueLabel, exact: true }).click();
    expect(await seen(b.page)).toEqual(before);
    expect(await b.page.evaluate(() => window.__playUntil())).toEqual({ outcome: 'completed', stuckReason: null });
    expect(await b.page.getByRole('heading', { level: 2, name: strings.courseComplete }).count()).toBe(1);
    // The completed marker has reached the database before this device is put away too.
    await expect.poll(async () => (await storedState())?.courseComplete, { timeout: 15_000 }).toBe(true);
    await b.context.close();

    // A third device opens on the completion view, from the marker the second one saved.
    const c = await openDevice(engine.browser());
    await c.page.getByRole('heading', { level: 2, name: strings.courseComplete }).waitFor({ timeout: 10_000 });
    await c.context.close();

    const recorded = scorer.received.map((body) => targetOf(body as SubmitProgressBody)).filter((target) => target.startsWith('phase:'));
    expect(recorded, 'each phase body reached the service exactly once').toEqual(PHASES.map((phase) => `phase:${phase}`));
    expect(service.requests.filter((request) => request.path === '/api-progress').map((request) => request.query.user_id)).toEqual([LEARNER, LEARNER, LEARNER]);
    expect(pageErrors).toEqual([]);
    const count = (method: string) => progressCalls.filter((call) => call === method).length;
    // The page saves at most once every 2 s per key (serverProgress's saveEveryMs), not on every change.
    expect(count('PUT'), 'saves of the whole progress').toBeLessThanOrEqual(MAX_SAVES);
    reportFigure(
      `two devices (${engine.label}, PGlite): device A left ${PHASES.indexOf('ph-content')} phases done and ph-content on ${before.screen.toLowerCase()} with 2 answers; ` +
        `device B opened on the same screen with the same answers and finished; a third opened on the completion view; ` +
        `each of ${recorded.length} phases recorded once; ${count('GET')} progress reads, ${count('PUT')} saves; ${((performance.now() - started) / 1000).toFixed(1)}s`,
    );
  }, 240_000);
});
