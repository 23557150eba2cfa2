import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import type { SubmitProgressBody } from '../../src/contract';
import { defaultStrings as strings } from '../../src/strings/en';
import { methodCourse, methodCourseKeys } from '../fixtures';
import { sampleCourseHost } from '../support/engines/builtPage';
import { describeInEngines } from '../support/engines/describeInEngines';
import type { EngineBrowser, EnginePage } from '../support/engines/enginePages';
import { hostBuiltPage } from '../support/engines/hostBuiltPage';
import { createReferenceScorer } from '../support/referenceScorer';
import { reportFigure } from './figure';
import { targetOf } from './flakyService';

/**
 * Two tabs of one learner in real browsers, with the browser's own Web Locks (docs/reliability.md, "Two tabs"; the jsdom
 * suite two-tabs.dom.test.tsx stands a lock manager in for them). One browser context, so one
 * origin's localStorage and locks; `reload-page/` (progress in localStorage, GET /progress, POST
 * /submit to the reference scorer). The learner opens the course in two tabs, the connection goes,
 * and they answer and submit the first phase in both: each tab keeps it ("Saved on this device").
 * The connection comes back and both tabs hear `online` at once. Counted: how many bodies of that
 * phase the service received. With the Web Locks API: one, and both tabs show the phase sent. The
 * control, the same page with the API taken away (`?nolocks`, as in Safari before 15.4): both send it.
 */
const USER = 'reload-learner';
const PHASE = 'ph-intro';

let scorer = createReferenceScorer(methodCourse, methodCourseKeys);
let arrived: SubmitProgressBody[] = [];
const host = hostBuiltPage(fileURLToPath(new URL('reload-page', import.meta.url)), (outDir) =>
  sampleCourseHost(outDir, { scorer: () => scorer, userId: USER, onBody: (body) => void arrived.push(body) }),
);

const outboxOf = (page: EnginePage) => page.evaluate((phase) => document.querySelector(`[data-outbox]`)?.getAttribute('data-outbox') ?? (document.querySelector('h2')?.textContent?.includes(phase) ? null : 'moved on'), PHASE);

/** The first phase answered and submitted in both tabs while offline, then the connection back: the bodies of that phase the service got, and whether the page had Web Locks. */
async function bothTabsSubmitOffline(engine: EngineBrowser, query: string) {
  const { origin } = host;
  scorer = createReferenceScorer(methodCourse, methodCourseKeys);
  arrived = [];
  const context = await engine.newContext(host);
  const tabs = [await context.newPage(), await context.newPage()];
  for (const tab of tabs) {
    await tab.goto(`${origin}/${query}`);
    await tab.evaluate(() => window.__ready);
  }
  const hasLocks = await tabs[0]!.evaluate(() => 'locks' in navigator && navigator.locks !== undefined);
  // Offline once both show the whole phase: its lazily loaded kinds need the connection to load.
  for (const tab of tabs) await expect.poll(() => tab.evaluate((loading) => document.body.textContent?.includes(loading), strings.activityLoading), { timeout: 30_000 }).toBe(false);
  await context.setOffline(true);
  const walks = tabs.map((tab) => tab.evaluate((stop) => window.__play(stop), PHASE).catch((error: Error) => ({ outcome: 'error', stuckReason: error.message })));
  for (const tab of tabs) await expect.poll(() => tab.evaluate(() => document.querySelector('[data-outbox]')?.getAttribute('data-outbox')), { timeout: 30_000 }).toBe('saved');
  expect(arrived).toEqual([]);
  await context.setOffline(false);
  await expect.poll(() => scorer.completedPhases(USER).includes(PHASE), { timeout: 30_000 }).toBe(true);
  // Both tabs are done with the phase: the one that sent it and the one that read it.
  for (const tab of tabs) await expect.poll(() => outboxOf(tab), { timeout: 30_000 }).toMatch(/^(sent|moved on)$/);
  await Promise.all(walks);
  const pageErrors = (await Promise.all(tabs.map((tab) => tab.pageErrors()))).flat();
  await context.close();
  expect(pageErrors).toEqual([]);
  return { bodies: arrived.filter((body) => targetOf(body) === `phase:${PHASE}`).length, hasLocks };
}

describeInEngines(['chromium', 'firefox', 'webkit'], 'two tabs of one learner', (engine) => {
  it('a phase both tabs kept offline reaches the service once; without the Web Locks API, twice', async () => {
    const locked = await bothTabsSubmitOffline(engine.pages(), '');
    const control = await bothTabsSubmitOffline(engine.pages(), '?nolocks');
    // The page is on a secure origin (127.0.0.1), where every engine here has Web Locks; `?nolocks` takes them away.
    expect({ locked, control }).toEqual({ locked: { bodies: 1, hasLocks: true }, control: { bodies: 2, hasLocks: false } });
    reportFigure(`two tabs in ${engine.label}: a phase kept offline in both tabs, both hearing \`online\` at once: ${locked.bodies} body with Web Locks, ${control.bodies} without (the control)`);
  }, 120_000);
});
