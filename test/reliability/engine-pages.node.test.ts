import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { sampleCourseHost } from '../support/engines/builtPage';
import { describeInEngines } from '../support/engines/describeInEngines';
import { hostBuiltPage } from '../support/engines/hostBuiltPage';
import { createReferenceScorer } from '../support/referenceScorer';
import { methodCourse, methodCourseKeys } from '../fixtures';

/**
 * The engine-neutral pages (test/support/engines/enginePages.ts) the two-tabs, offline-window and
 * CSP suites stand on, held to what those suites take from them, in every engine: a page's errors
 * are reported (so "no page errors" can fail), offline means a request fails, `navigator.onLine`
 * is false and `offline` fires (and back again), and a call cut short by a reload rejects. In
 * WebKit each is done by the harness rather than the driver (webkitPages.ts says how).
 */
const scorer = createReferenceScorer(methodCourse, methodCourseKeys);
const host = hostBuiltPage(fileURLToPath(new URL('reload-page', import.meta.url)), (outDir) =>
  sampleCourseHost(outDir, { scorer: () => scorer, userId: 'reload-learner', onBody: () => {} }),
);

/** What the page sees of the network now: a request to its own server, `navigator.onLine`, and the events heard so far. */
const network = () =>
  fetch('/progress').then(
    () => 'answered',
    () => 'failed',
  ).then((request) => ({ request, onLine: navigator.onLine, heard: (window as { heard?: string[] }).heard ?? [] }));

describeInEngines(['chromium', 'firefox', 'webkit'], 'the pages the engine suites use', (engine) => {
  it('report page errors, take the network away and give it back, and reject a call a reload cuts short', async () => {
    const context = await engine.pages().newContext(host);
    const page = await context.newPage();
    await page.goto(host.origin);
    await page.evaluate(() => {
      // The page's own code fails (a script of its own: WebKit reports no errors of the driver's scripts to the page).
      const script = document.createElement('script');
      script.textContent = "setTimeout(() => { throw new Error('planted error'); }); Promise.reject(new Error('planted rejection'));";
      document.head.append(script);
      const heard: string[] = [];
      Object.assign(window, { heard });
      for (const type of ['offline', 'online']) window.addEventListener(type, () => heard.push(type));
    });
    await expect.poll(() => page.pageErrors()).toEqual(expect.arrayContaining([expect.stringContaining('planted error'), expect.stringContaining('planted rejection')]));

    expect(await page.evaluate(network)).toEqual({ request: 'answered', onLine: true, heard: [] });
    await context.setOffline(true);
    await expect.poll(() => page.evaluate(network)).toEqual({ request: 'failed', onLine: false, heard: ['offline'] });
    await context.setOffline(false);
    await expect.poll(() => page.evaluate(network)).toEqual({ request: 'answered', onLine: true, heard: ['offline', 'online'] });

    const cut = page.evaluate(() => new Promise(() => {})).then(
      () => 'answered',
      () => 'rejected',
    );
    await page.reload();
    expect(await cut).toBe('rejected');
    // The errors from before the reload are still reported.
    expect((await page.pageErrors()).filter((error) => error.includes('planted'))).toHaveLength(2);
    await context.close();
  }, 60_000);
});
