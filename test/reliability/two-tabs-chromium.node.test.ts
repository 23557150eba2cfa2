import type { Server } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SubmitProgressBody } from '../../src/contract';
import { defaultStrings as strings } from '../../src/strings/en';
import { methodCourse, methodCourseKeys } from '../fixtures';
import { buildSampleCoursePage, listenLocally, sampleCourseHost } from '../support/builtPage';
import { launchChromium } from '../support/launchChromium';
import { createReferenceScorer } from '../support/referenceScorer';
import { reportFigure } from './figure';
import { targetOf } from './flakyService';

/**
 * Two tabs of one learner in Chromium, with the browser's own Web Locks (docs/reliability.md, "Two tabs in Chromium"; the jsdom suite
 * two-tabs.dom.test.tsx stands a lock manager in for them). One browser context, so one origin's
 * localStorage and locks; `reload-page/` (progress in localStorage, GET /progress, POST /submit to
 * the reference scorer). The learner opens the course in two tabs, the connection goes, and they
 * answer and submit the first phase in both: each tab keeps it ("Saved on this device"). The
 * connection comes back and both tabs hear `online` at once. Counted: how many bodies of that phase
 * the service received. With the Web Locks API: one, and both tabs show the phase sent. The control,
 * the same page with the API taken away (`?nolocks`, as in Safari before 15.4): both tabs send it.
 */
const here = fileURLToPath(new URL('.', import.meta.url));
const USER = 'reload-learner';
const PHASE = 'ph-intro';

let outDir = '';
let server: Server;
let origin = '';
let browser: Browser;
let scorer = createReferenceScorer(methodCourse, methodCourseKeys);
let arrived: SubmitProgressBody[] = [];

beforeAll(async () => {
  outDir = await mkdtemp(join(tmpdir(), 'ce-two-tabs-'));
  await buildSampleCoursePage(join(here, 'reload-page'), outDir, join(here, 'csp-page'));
  server = sampleCourseHost(outDir, { scorer: () => scorer, userId: USER, onBody: (body) => void arrived.push(body) });
  origin = await listenLocally(server);
  browser = await launchChromium();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

const outboxOf = (page: Page) => page.evaluate((phase) => document.querySelector(`[data-outbox]`)?.getAttribute('data-outbox') ?? (document.querySelector('h2')?.textContent?.includes(phase) ? null : 'moved on'), PHASE);

/** The first phase answered and submitted in both tabs while offline, then the connection back: the bodies of that phase the service got. */
async function bothTabsSubmitOffline(query: string) {
  scorer = createReferenceScorer(methodCourse, methodCourseKeys);
  arrived = [];
  const context = await browser.newContext();
  const tabs = [await context.newPage(), await context.newPage()];
  const pageErrors: string[] = [];
  for (const tab of tabs) {
    tab.on('pageerror', (error) => pageErrors.push(error.message));
    await tab.route((url) => !url.href.startsWith(origin), (route) => route.abort());
    await tab.goto(`${origin}/${query}`);
    await tab.evaluate(() => window.__ready);
  }
  // Offline once both show the whole phase: its lazily loaded kinds need the connection to load.
  for (const tab of tabs) await expect.poll(() => tab.getByText(strings.activityLoading).count(), { timeout: 30_000 }).toBe(0);
  await context.setOffline(true);
  const walks = tabs.map((tab) => tab.evaluate((stop) => window.__play(stop), PHASE).catch((error: Error) => ({ outcome: 'error', stuckReason: error.message })));
  for (const tab of tabs) await expect.poll(() => tab.evaluate(() => document.querySelector('[data-outbox]')?.getAttribute('data-outbox')), { timeout: 30_000 }).toBe('saved');
  expect(arrived).toEqual([]);
  await context.setOffline(false);
  await expect.poll(() => scorer.completedPhases(USER).includes(PHASE), { timeout: 30_000 }).toBe(true);
  // Both tabs are done with the phase: the one that sent it and the one that read it.
  for (const tab of tabs) await expect.poll(() => outboxOf(tab), { timeout: 30_000 }).toMatch(/^(sent|moved on)$/);
  await Promise.all(walks);
  await context.close();
  expect(pageErrors).toEqual([]);
  return arrived.filter((body) => targetOf(body) === `phase:${PHASE}`).length;
}

describe('two tabs of one learner in Chromium', () => {
  it('a phase both tabs kept offline reaches the service once; without the Web Locks API, twice', async () => {
    const locked = await bothTabsSubmitOffline('');
    const control = await bothTabsSubmitOffline('?nolocks');
    expect(locked).toBe(1);
    // The control shows the suite can see a duplicate: without the lock both tabs send.
    expect(control).toBe(2);
    reportFigure(`two tabs in Chromium: a phase kept offline in both tabs, both hearing \`online\` at once: ${locked} body with Web Locks, ${control} without (the control)`);
  }, 120_000);
});
