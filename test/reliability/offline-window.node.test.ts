import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import type { SubmitProgressBody } from '../../src/contract';
import { defaultStrings as strings } from '../../src/strings/en';
import { methodCourse, methodCourseKeys } from '../fixtures';
import { sampleCourseHost } from '../support/engines/builtPage';
import { describeInEngines } from '../support/engines/describeInEngines';
import type { EnginePage } from '../support/engines/enginePages';
import { hostBuiltPage } from '../support/engines/hostBuiltPage';
import { createReferenceScorer } from '../support/referenceScorer';
import { reportFigure } from './figure';
import { targetOf } from './flakyService';

/**
 * Offline windows in real browsers (docs/reliability.md, "Offline windows"): the production build of `reload-page/` (the host page of
 * page-reload.node.test.ts: progress in localStorage, GET /progress as initialProgress, submissions
 * over HTTP to the reference scorer), three learners (a fresh context and service each), every mode
 * below met by each. Per phase, one of:
 *   online          - played as usual (phases with a graded check, and the last);
 *   offline window  - the browser goes offline (`context.setOffline(true)`) the moment the phase is
 *                     submitted, so that request fails on the network: the phase is kept on the
 *                     device ("Saved on this device") and nothing reaches the service; the
 *                     connection comes back (`online` fires) and it is sent once;
 *   offline, reload - the same, but the page is reloaded right as the connection comes back (the
 *                     old page's send and the reload race);
 *   failing, reload - online, but the phase's POST /submit fails on the network (connection cut):
 *                     kept on the device; the page is reloaded with the phase still queued, and the
 *                     new page sends it once it has read the progress.
 * The connection goes at the submit, not before the phase, as when this suite was written a lazily
 * loaded kind first shown offline could not load its code (now fetched ahead as the course opens,
 * and fetched again on 'online': lazy-offline.node.test.ts); kept so the figures compare.
 * Counted: phase bodies the server received for a phase it had already recorded (duplicates),
 * answers lost (a phase body that differs from the phase's first, or a phase never recorded), and
 * learners who finish.
 */
const USER = 'reload-learner';
/** The phases the learner submits, in course order (as page-reload.node.test.ts plays them). */
const PHASES = ['ph-intro', 'ph-pre', 'ph-content', 'ph-education', 'ph-assessment', 'ph-post', 'ph-evaluation'];
/** Played online: phases with a graded check (a check needs the connection), and the last, whose result completes the course. */
const WITH_CHECKS = new Set(['ph-content', 'ph-education', 'ph-evaluation']);
const MODES = ['online', 'offline window', 'offline, reload', 'failing, reload'] as const;
type Mode = (typeof MODES)[number];

// A fresh service per learner (the page's learner id is fixed): the server reads these.
let scorer = createReferenceScorer(methodCourse, methodCourseKeys);
let arrived: SubmitProgressBody[] = [];
let duplicates: string[] = [];
/** The submission the connection goes at: its phase, and what happens to the browser then. */
let cutAt: { phase: string; goOffline: () => Promise<void> } | null = null;
const host = hostBuiltPage(fileURLToPath(new URL('reload-page', import.meta.url)), (outDir) =>
  sampleCourseHost(outDir, {
    scorer: () => scorer,
    userId: USER,
    onBody: (body) => {
      const target = targetOf(body);
      if (target.startsWith('phase:') && scorer.completedPhases(USER).includes(body.phase_id)) duplicates.push(`${target} (body ${arrived.length + 1})`);
      arrived.push(body);
    },
    // The connection goes at the moment the phase is submitted (earlier, a lazily loaded kind's
    // code could not load: see docs/reliability.md): the request fails on the network and, for
    // the offline modes, the browser goes offline for real from then on.
    cut: async (body) => {
      if (!cutAt || targetOf(body) !== `phase:${cutAt.phase}`) return false;
      await cutAt.goOffline();
      return true;
    },
  }),
);

const recorded = (phase: string) => scorer.completedPhases(USER).includes(phase);
/**
 * How many phases the page shows completed: those its progress list marks so, and the one it is on
 * when that one's screen says it is completed (the list marks the current phase as current).
 */
const completedShown = (page: EnginePage) =>
  page.evaluate((reviewNotice) => document.querySelectorAll('.method-progress__item[data-status="complete"]').length + (document.body.textContent?.includes(reviewNotice) ? 1 : 0), strings.reviewNotice);
/**
 * A learner trying to change the queued phase's answers: presses every form control of the screen's
 * blocks that is not disabled. A phase kept for its send shows its notice and has none.
 */
const tryToEdit = (page: EnginePage) => page.evaluate(() => {
  const editable = [...document.querySelectorAll<HTMLInputElement>('.method-screen .method-block :is(input, select, textarea)')].filter((control) => !control.matches(':disabled') && !control.readOnly);
  editable.forEach((control) => control.click());
  return { notice: document.querySelector('[data-awaiting-send]') !== null, editable: editable.length };
});
const outboxStates = (page: EnginePage) => page.evaluate(() => [...document.querySelectorAll('[data-outbox]')].map((element) => element.getAttribute('data-outbox')));

/** Plays `phase` in the page; a run cut short by a reload ends as `{ error }`. */
function play(page: EnginePage, phase: string) {
  return page.evaluate((stop) => window.__play(stop), phase).catch((error: Error) => ({ outcome: 'error', stuckReason: error.message }));
}

describeInEngines(['chromium', 'firefox', 'webkit'], 'offline windows', (engine) => {
  const totals = { learners: 0, finished: 0, modes: { online: 0, 'offline window': 0, 'offline, reload': 0, 'failing, reload': 0 } as Record<Mode, number>, kept: 0, reloads: 0, phaseBodies: 0, lost: 0, duplicates: 0 };
  it.each([0, 1, 2])('learner %i: offline at rotating phases, reloads with the phase queued: each phase recorded, nothing lost, finished', async (learner) => {
    scorer = createReferenceScorer(methodCourse, methodCourseKeys);
    arrived = [];
    duplicates = [];
    let eligible = 0;
    // Phases with a graded check (ph-content's anchor, ph-education's puzzles) are played online: a
    // check needs the connection ("Checking this answer needs a connection", unit-tested in src). So
    // is the last: after a reload a finished course's view is another suite's business. The faults
    // rotate through the other phases, one step further per learner, so each learner meets all
    // three and, over the three, every such phase meets every fault.
    const plan: Array<{ phase: string; mode: Mode }> = PHASES.map((phase) => ({ phase, mode: WITH_CHECKS.has(phase) ? 'online' : MODES[1 + ((learner + eligible++) % 3)]! }));
    const { origin } = host;
    const context = await engine.pages().newContext(host);
    const page = await context.newPage();
    await page.goto(origin);
    await page.evaluate(() => window.__ready);
    const counts: Record<Mode, number> = { online: 0, 'offline window': 0, 'offline, reload': 0, 'failing, reload': 0 };
    let keptShown = 0;
    let reloads = 0;
    const walks: string[] = [];

    for (const { phase, mode } of plan) {
      counts[mode] += 1;
      if (mode === 'online') {
        const where = await page.evaluate(() => `${document.querySelector('h2')?.textContent} / ${[...document.querySelectorAll('p')].map((p) => p.textContent).find((text) => /^Screen \d+ of \d+$/.test(text ?? ''))}`);
        expect(await play(page, phase), `${phase} (from ${where}; plan ${JSON.stringify(plan)}; walks ${walks})`).toEqual({ outcome: 'stopped', stuckReason: null });
        continue;
      }
      const arrivedBefore = arrived.length;
      cutAt = { phase, goOffline: () => (mode === 'failing, reload' ? Promise.resolve() : context.setOffline(true)) };
      const run = play(page, phase);
      // The phase is kept on the device and says so; nothing of it reached the service.
      await expect.poll(() => outboxStates(page), { timeout: 30_000 }).toContain('saved').catch(async (error: Error) => {
        throw new Error(`${phase} (${mode}): ${error.message}; walk ${JSON.stringify(await Promise.race([run, new Promise((resolve) => setTimeout(() => resolve('still running'), 100))]))}; online ${await page.evaluate(() => navigator.onLine)}; page: ${(await page.evaluate(() => document.querySelector('.method-player')?.textContent ?? '')).slice(0, 600)}`);
      });
      keptShown += 1;
      // Submitted, its answers are final: shown read-only, so nothing edited now goes unsent.
      expect(await tryToEdit(page), `${phase} (${mode}): read-only while kept`).toEqual({ notice: true, editable: 0 });
      expect(arrived.slice(arrivedBefore).filter((body) => targetOf(body) === `phase:${phase}`), `${phase}: nothing reached the service while ${mode}`).toEqual([]);
      cutAt = null;
      if (mode === 'offline window') {
        await context.setOffline(false);
        await expect.poll(() => recorded(phase), { timeout: 30_000 }).toBe(true);
        // The walk ends once the phase's answer is shown (or gave up waiting while offline); the next
        // phase's walk goes on from the screen it is on.
        const ended = await run;
        walks.push(`${phase}: ${ended.outcome}`);
        continue;
      }
      if (mode === 'offline, reload') await context.setOffline(false);
      await page.reload();
      reloads += 1;
      await run;
      await page.evaluate(() => window.__ready);
      // The new page sends what the old one kept (unless the service has it already), once.
      await expect.poll(() => recorded(phase), { timeout: 30_000 }).toBe(true);
      // The next phase's walk goes on from the screen the new page shows, once that page shows the
      // phase completed too (its progress item), as a learner sees it before going on: the service
      // records the phase a moment before its answer reaches the page, and a walk started in that
      // moment answers a screen that turns to review under it. (Not "no Saved or Sending…": a send
      // made at once shows no status until "Sent", so an empty page passed that too early.)
      await expect.poll(() => completedShown(page), { timeout: 30_000 }).toBe(scorer.completedPhases(USER).length);
    }
    expect(await page.evaluate((name) => [...document.querySelectorAll('h2')].filter((heading) => heading.textContent === name).length, strings.courseComplete)).toBe(1);
    expect(await page.pageErrors()).toEqual([]);
    // Answers lost: every body for a phase is the same as its first (the answers were kept), and every phase recorded.
    const content = (body: SubmitProgressBody) => JSON.stringify({ ...body, time_spent_minutes: 0 });
    const lost: string[] = [];
    for (const phase of PHASES) {
      const bodies = arrived.filter((body) => targetOf(body) === `phase:${phase}`);
      if (!recorded(phase)) lost.push(`${phase}: never recorded`);
      if (bodies.some((body) => content(body) !== content(bodies[0]!))) lost.push(`${phase}: bodies differ`);
    }
    expect(lost).toEqual([]);
    totals.learners += 1;
    totals.finished += 1;
    for (const mode of MODES) totals.modes[mode] += counts[mode];
    totals.kept += keptShown;
    totals.reloads += reloads;
    totals.phaseBodies += arrived.filter((body) => targetOf(body).startsWith('phase:')).length;
    totals.duplicates += duplicates.length;
    totals.lost += lost.length;
    expect(duplicates).toEqual([]);
    await context.close();
    if (learner === 2) {
      reportFigure(
        `offline windows (${engine.label}): ${totals.learners} learners x ${PHASES.length} phases: ${totals.modes['offline window']} phases went offline as they were submitted and were sent when back online, ` +
          `${totals.modes['offline, reload']} went offline and the page reloaded as the connection came back, ${totals.modes['failing, reload']} kept after a failed send and reloaded while queued ` +
          `(${totals.modes.online} played online: those with a graded check, and the last); "Saved on this device" shown ${totals.kept}/${totals.kept}, each read-only with "Submitted, waiting to send"; ${totals.reloads} reloads; ${totals.phaseBodies} phase bodies; ` +
          `answers lost ${totals.lost}, duplicate phase bodies ${totals.duplicates}, learners finished ${totals.finished}/${totals.learners}`,
      );
    }
  }, 240_000);
});
