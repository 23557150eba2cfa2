import type { ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright';
import { afterAll, expect, it } from 'vitest';
import type { SubmitProgressBody } from '../../src/contract';
import { defaultStrings as strings } from '../../src/strings/en';
import { methodCourse, methodCourseKeys } from '../fixtures';
import { readBody, serveBuiltFile } from '../support/engines/builtPage';
import { describeInEngines } from '../support/engines/describeInEngines';
import { hostBuiltPage } from '../support/engines/hostBuiltPage';
import { createReferenceScorer } from '../support/referenceScorer';
import { reportFigure } from './figure';
import { targetOf } from './flakyService';

/**
 * Suite 2 (real page reloads): a production build of a host page in a real browser, progress in
 * localStorage, submissions over HTTP to the reference scorer. The page is reloaded after each
 * phase's result and, for three phases, while the phase's submission is on its way: once after the
 * service recorded it (its answer lost with the page), twice before it did. After every reload the
 * learner is on the same screen; a recorded phase is not sent again (the host passes the service's
 * progress), an unrecorded one is sent again by the learner and recorded once.
 */
const USER = 'reload-learner';

/** Each phase in order; `inFlight` reloads while its submission is on its way (recorded by the service first, or not). */
const PLAN: Array<{ phase: string; inFlight?: 'recorded' | 'not recorded' }> = [
  { phase: 'ph-intro' },
  { phase: 'ph-pre', inFlight: 'not recorded' },
  { phase: 'ph-content' },
  { phase: 'ph-education' },
  { phase: 'ph-assessment', inFlight: 'recorded' },
  { phase: 'ph-post', inFlight: 'not recorded' },
  { phase: 'ph-evaluation' },
];

// A fresh service per engine (the learner id is fixed): the server reads these.
let scorer = createReferenceScorer(methodCourse, methodCourseKeys);
let arrived: SubmitProgressBody[] = [];
let hold: 'recorded' | 'not recorded' | null = null;
const held: ServerResponse[] = [];

const host = hostBuiltPage(fileURLToPath(new URL('reload-page', import.meta.url)), (outDir) => async (request, response) => {
  const path = new URL(request.url ?? '/', 'http://x').pathname;
  if (path === '/progress') return void response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ completedPhaseIds: scorer.completedPhases(USER) }));
  if (path === '/submit') {
    const body = JSON.parse(await readBody(request)) as SubmitProgressBody;
    arrived.push(body);
    const isPhase = targetOf(body).startsWith('phase:');
    if (hold && isPhase) {
      // The answer never comes back: the page is reloaded while it waits. One request only: the
      // reloaded page may send the phase again from its outbox before the test clears `hold`.
      if (hold === 'recorded') scorer.submit(body);
      hold = null;
      held.push(response);
      return;
    }
    return void response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(scorer.submit(body)));
  }
  await serveBuiltFile(outDir, path, response);
});

// Before the server closes: a held answer never comes back on its own.
afterAll(() => held.forEach((response) => response.destroy()));

/** What the learner sees: the phase heading, the screen, whether the phase is in review, the forward action. */
async function seen(page: Page) {
  await page.evaluate(() => window.__ready);
  return page.evaluate(() => {
    const region = document.querySelector('.method-player');
    const heading = document.querySelector('h2')?.textContent ?? '';
    const screenText = [...document.querySelectorAll('p')].map((p) => p.textContent ?? '').find((text) => /^Screen \d+ of \d+$/.test(text)) ?? '';
    const forward = document.querySelector('.method-button[data-variant="primary"]');
    const outbox = document.querySelector('[data-outbox]')?.getAttribute('data-outbox') ?? null;
    return { heading, screen: screenText, review: /completed this part/.test(region?.textContent ?? ''), forward: forward?.textContent ?? '', busy: forward?.getAttribute('aria-busy') === 'true', outbox };
  });
}

const REVIEW = strings.reviewHeading('');

/**
 * Where the learner is. A phase's open review (its answers listed before "Submit answers") stands on
 * its last screen; the review itself is not kept over a reload, the screen is.
 */
function place({ heading, screen }: { heading: string; screen: string }) {
  if (heading.startsWith(REVIEW)) return { heading: heading.slice(REVIEW.length), screen: 'last screen' };
  return { heading, screen: /^Screen (\d+) of \1$/.test(screen) ? 'last screen' : screen };
}

describeInEngines(['chromium', 'firefox'], 'real page reloads (suite 2)', (engine) => {
  it('after each result and mid-submission: same screen, nothing lost, nothing recorded twice', async () => {
    scorer = createReferenceScorer(methodCourse, methodCourseKeys);
    arrived = [];
    const { origin } = host;
    const page = await engine.browser().newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.route((url) => !url.href.startsWith(origin), (route) => route.abort());
    await page.goto(origin);
    let reloads = 0;
    let midSubmission = 0;
    let resentFromOutbox = 0;

    for (const { phase, inFlight } of PLAN) {
      const arrivedBefore = arrived.length;
      hold = inFlight ?? null;
      let ended: unknown = null;
      const run = page.evaluate((stop) => window.__play(stop), phase).catch((error: Error) => ({ error: error.message }));
      void run.then((value) => (ended = value));
      if (inFlight) {
        await expect.poll(() => arrived.slice(arrivedBefore).some((body) => targetOf(body) === `phase:${phase}`) || ended, { timeout: 30_000 }).toBe(true).catch((error: Error) => {
          throw new Error(`${phase}: its submission never reached the service before the walk ended (${JSON.stringify(ended)}); bodies so far ${arrived.map(targetOf).join(', ')}: ${error.message}`);
        });
        midSubmission += 1;
      } else {
        expect(await run, phase).toEqual({ outcome: 'stopped', stuckReason: null });
      }
      // The last result completes the course; what a reload shows then is not this suite's business
      // (a finished course leaves only a completed marker, and opens on the completion view).
      if (phase === PLAN.at(-1)?.phase) break;
      const before = await seen(page);
      await page.reload();
      hold = null;
      reloads += 1;
      let after = await seen(page);
      expect(place(after), `${phase}: same screen after the reload`).toEqual(place(before));
      if (inFlight) {
        expect(before.busy, `${phase}: it was sending`).toBe(true);
        // Not recorded, the request cut by the reload: Chromium ends the old page with it, so the
        // answers are still there and Submit is offered again; Firefox fails the request while the
        // old page still runs, so the outbox keeps the phase ("Saved on this device") and the new
        // page sends it once it has read the progress (offline-window's "failing, reload"). Either
        // way the new page settles with nothing left to send, in review exactly when the service has it.
        // Settled: nothing left to send, and the phase in review exactly when the service has it (a
        // send from the new page reaches the service before its answer reaches the page, and a body
        // the reload cut can still arrive late: the page and the service are compared as they settle).
        const recordedNow = () => inFlight === 'recorded' || scorer.completedPhases(USER).includes(phase);
        await expect.poll(async () => {
          after = await seen(page);
          return !/^(saved|sending)$/.test(after.outbox ?? 'none') && after.review === recordedNow();
        }, { timeout: 30_000, message: `${phase}: settled after the reload, in review exactly when the service has the phase` }).toBe(true);
        const sentByNewPage = inFlight === 'not recorded' && recordedNow();
        if (sentByNewPage) resentFromOutbox += 1;
        // A reviewed phase offers its review again before "Submit answers".
        if (inFlight === 'not recorded' && !sentByNewPage) expect(after.forward).toBe(before.heading.startsWith(REVIEW) ? strings.reviewAnswersLabel : strings.submitLabel);
        // The learner goes on from there: a recorded phase is not sent again.
        expect(await page.evaluate((stop) => window.__play(stop), phase), phase).toEqual({ outcome: 'stopped', stuckReason: null });
      }
    }
    expect(await page.getByRole('heading', { level: 2, name: strings.courseComplete }).count()).toBe(1);
    expect(pageErrors).toEqual([]);
    // Each phase recorded exactly once by the service, every required one included.
    const recorded = scorer.received.map((body) => targetOf(body as SubmitProgressBody)).filter((target) => target.startsWith('phase:'));
    expect(recorded).toEqual(PLAN.map(({ phase }) => `phase:${phase}`));
    expect(scorer.completedPhases(USER)).toEqual(expect.arrayContaining(PLAN.map(({ phase }) => phase)));
    const resent = arrived.filter((body) => targetOf(body).startsWith('phase:')).length - recorded.length;
    reportFigure(
      `page reloads (${engine.label}): ${reloads} real reloads (${midSubmission} mid-submission: 1 recorded by the service, ${midSubmission - 1} not), same screen after each; ` +
        `each phase recorded once (${recorded.length}), ${resent} unrecorded submissions sent again (${resentFromOutbox} by the new page from the outbox, the rest by the learner), 0 lost`,
    );
    await page.close();
  }, 240_000);
});
