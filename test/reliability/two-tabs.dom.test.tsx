import { render, screen } from '@testing-library/react';
import { isDeepStrictEqual } from 'node:util';
import { StrictMode } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CoursePlayer, defaultStrings as strings } from '../../src';
import type { SubmitProgressBody } from '../../src/contract';
import { buildSubmission } from '../../src/logic/submission';
import { normalizeCourse } from '../../src/model/normalizeCourse';
import type { PlayerStore } from '../../src/store/createPlayerStore';
import type { PlayerStoreOptions, ProgressStorage } from '../../src/store/options';
import { methodCourse, methodCourseKeys } from '../fixtures';
import { installDomPolyfills } from '../dom/renderers/support';
import { installLocks, memoryLocks } from '../support/memoryLocks';
import { memoryStorage } from '../support/memoryStorage';
import { createReferenceScorer } from '../support/referenceScorer';
import { reportFigure } from './figure';
import { createFlakyService, targetOf } from './flakyService';
import { learnerAnswers } from './learnerAnswers';
import { seededRandom } from './seededRandom';
import { playStoreLearner } from './storeLearner';
import { settle, VirtualTime } from './virtualTime';

/**
 * Two tabs of one learner (docs/reliability.md, section 10). Each tab is a page of its own: its own copy of the library's
 * modules (vi.resetModules, so the in-page registry of requests on their way in
 * src/store/submitter.ts is per tab, as it is per page in a browser) and its own store, on ONE
 * storage (localStorage is shared by the tabs of an origin) and one learner, on a flaky service.
 * The learner answers in turns, a few actions in one tab and then in the other (switching makes the
 * tab visible, which sends what its outbox keeps); at seeded moments the browser goes offline for
 * a while (both tabs; coming back fires `online` in both) and a tab is reloaded (a fresh page: new
 * modules, a new store from the storage, the host passing the service's progress as
 * `initialProgress`). In the end the learner finishes in one tab, and the real <CoursePlayer>
 * opened on the same storage and the service's progress shows the course finished.
 *
 * Counted: phase bodies the service received for a phase it had already recorded (the spec has no
 * idempotency key: the tabs send a phase one at a time under a Web Lock and read what the other
 * recorded first, and a phase an earlier send may have recorded is checked with the host's
 * `fetchProgress` before it goes again; docs/player.md "Two tabs"); answers lost (an answer the
 * learner gave missing from the last body the service recorded for its phase, or a required phase
 * never recorded); learners who finish. Before the lock and the progress check: 13 duplicate
 * phase bodies in 9 of 24 learners.
 */
const LEARNERS = 24;
const SEED = 20261128;
const MAX_TURNS = 120;
const course = normalizeCourse(methodCourse).course;
const knownAnswers = learnerAnswers(course, methodCourseKeys);
const requiredPhases = course.phases.filter((phase) => phase.required).map((phase) => phase.id);
const content = (body: object) => ({ ...body, time_spent_minutes: 0 });

type CreateStore = (options: PlayerStoreOptions) => PlayerStore;

/** A new page: the library's modules loaded afresh, so nothing in-page is shared with the other tab. */
async function freshPage(): Promise<CreateStore> {
  vi.resetModules();
  const module = await import('../../src/store/createPlayerStore');
  return module.createPlayerStore;
}

interface Tab {
  name: 'A' | 'B';
  store: PlayerStore;
}

async function playLearner(index: number) {
  const random = seededRandom(SEED + index);
  const time = new VirtualTime();
  const shared = memoryStorage();
  // Saves that put the stored progress back (fewer completed phases than it held): the stale tab
  // saving over what the other tab had saved. A reload then resumes from the older record.
  let clobbered = 0;
  const completedIn = (text: string | null | undefined) => Object.keys((text ? (JSON.parse(text) as { state?: { completed?: object } }).state?.completed : undefined) ?? {}).length;
  const storage: ProgressStorage = {
    getItem: (key) => shared.getItem(key),
    setItem: (key, value) => {
      if (completedIn(value) < completedIn(shared.data.get(key))) clobbered += 1;
      return shared.setItem(key, value);
    },
    removeItem: (key) => shared.removeItem(key),
  };
  const userId = `two-tabs-${index}`;
  const scorer = createReferenceScorer(methodCourse, methodCourseKeys);
  // Faulty requests rotate 0 to 8 by learner (a rotation, not one draw per learner that could give all the same).
  const service = createFlakyService({ scorer, random, schedule: time, faultyRequests: index % 9, faultRate: 0.3 });
  // Phase bodies sent for a phase the service had already recorded (for this learner).
  // Split by who had sent the body the service recorded: another page (the other tab, or this tab
  // before a reload, whose answer was lost with the page) or this very page (the service recorded
  // it but answered with a fault, as flakyService does: suite 1's known case, retried as designed).
  const resent: Array<{ target: string; by: 'another page' | 'the same page'; at: number }> = [];
  const recordedBy = new Map<string, number>();
  const unexplained: string[] = [];
  const succeededIn = new Set<string>();
  let pages = 0;
  const sender = (page: number): PlayerStoreOptions['onSubmit'] => (body) => {
    const target = targetOf(body);
    if (target.startsWith('phase:')) {
      if (scorer.completedPhases(userId).includes(body.phase_id)) {
        const by = recordedBy.get(target) === page ? 'the same page' : 'another page';
        resent.push({ target, by, at: time.now });
        // A page that was handed the service's success for a phase never sends it again.
        if (succeededIn.has(`${page}|${target}`)) unexplained.push(`${target} sent again by page ${page} after its success`);
      }
      const response = service.onSubmit(body);
      response.then((value) => void ((value as { success?: unknown } | undefined)?.success === true && succeededIn.add(`${page}|${target}`)), () => undefined);
      if (!recordedBy.has(target) && scorer.completedPhases(userId).includes(body.phase_id)) recordedBy.set(target, page);
      return response;
    }
    return service.onSubmit(body);
  };
  const onSubmit = sender(0);
  let online = true;
  const diagnostics: string[] = [];
  // The browser tells every other tab of the origin what one tab wrote (a `storage` event, as a task
  // of its own); the player hears it (useOutboxResume), here through the store's action.
  const heardBy = (writer: Tab['name']): ProgressStorage => ({
    getItem: (key) => storage.getItem(key),
    removeItem: (key) => storage.removeItem(key),
    setItem: (key, value) => {
      const result = storage.setItem(key, value);
      for (const other of tabs) if (other.name !== writer) queueMicrotask(() => other.store.getState().actions.adoptStoredProgress(`tabs:${course.id}:${userId}`, value));
      return result;
    },
  });
  const open = async (name: Tab['name']): Promise<Tab> => {
    const create = await freshPage();
    const store = create({
      course, userId, onSubmit: sender((pages += 1)), persistence: { key: 'tabs', storage: heardBy(name) }, now: () => time.now, timers: time.timers, submitTimeoutMs: 60_000,
      isOnline: () => online, initialProgress: { completedPhaseIds: scorer.completedPhases(userId) },
      // The host's GET /api-progress, asked before a phase that may have been recorded is sent again.
      fetchProgress: async () => ({ completedPhaseIds: scorer.completedPhases(userId) }),
      onEvent: (event) => void (event.type === 'diagnostic' && diagnostics.push(event.message)),
    });
    return { name, store };
  };
  const tabs: Tab[] = [await open('A'), await open('B')];
  const answers = structuredClone(knownAnswers);
  const stats = { switches: 0, offlineWindows: 0, reloads: 0, savedOffline: 0 };
  let active = 0;
  let finishedIn: Tab | null = null;

  for (let turn = 0; turn < MAX_TURNS && !finishedIn; turn += 1) {
    // Offline windows at seeded moments: both tabs lose the connection; when it is back both hear `online`.
    if (online && random.chance(0.12)) {
      online = false;
      stats.offlineWindows += 1;
    } else if (!online && random.chance(0.35)) {
      online = true;
      for (const tab of tabs) void tab.store.getState().actions.flushOutbox();
      // An event handler's sends start before any timer can fire (VirtualTime runs a timer synchronously).
      await settle();
    }
    // A tab reloaded (a fresh page reading the storage and the service's progress).
    if (random.chance(0.08)) {
      const which = random.int(0, 1);
      const old = tabs[which]!.store.getState();
      old.actions.pauseClock();
      old.actions.dispose();
      tabs[which] = await open(tabs[which]!.name);
      stats.reloads += 1;
    }
    // The learner switches tabs: the one they come to becomes visible and sends what it keeps.
    if (random.chance(0.5)) {
      active = 1 - active;
      stats.switches += 1;
      if (online) void tabs[active]!.store.getState().actions.flushOutbox();
      await settle();
    }
    const tab = tabs[active]!;
    const budget = random.int(1, 8);
    let steps = 0;
    const run = await playStoreLearner({
      course, time, random, answers, eager: false, edits: false, store: tab.store,
      stopWhen: () => (steps += 1) > budget,
    });
    stats.savedOffline += Object.values(tab.store.getState().outbox ?? {}).filter((state) => state === 'saved').length > 0 && !online ? 1 : 0;
    if (run.finished) finishedIn = tab;
  }
  // The connection is back for good; the learner finishes in a freshly loaded tab if not yet done.
  if (!finishedIn) {
    online = true;
    for (const tab of tabs) void tab.store.getState().actions.flushOutbox();
    await settle();
    await time.advance(120_000);
    tabs[0]!.store.getState().actions.dispose();
    tabs[0] = await open('A');
    const run = await playStoreLearner({ course, time, random, answers, eager: false, edits: false, store: tabs[0]!.store });
    if (run.finished) finishedIn = tabs[0]!;
  }
  await time.advance(120_000);
  for (const tab of tabs) tab.store.getState().actions.dispose();

  // Answers lost: every answer given is in the last body the service recorded for its phase.
  const lost: string[] = [];
  const received = scorer.received as SubmitProgressBody[];
  for (const phase of course.phases) {
    const last = received.filter((body) => targetOf(body) === `phase:${phase.id}`).at(-1);
    if (!last) continue;
    const wanted = buildSubmission({ course, phase, userId, answers, timeSpentMs: 0 });
    if (!isDeepStrictEqual(content(last), content(wanted))) lost.push(`${phase.id}: the last body recorded differs from the answers given`);
  }
  if (finishedIn) for (const id of requiredPhases) if (!scorer.completedPhases(userId).includes(id)) lost.push(`${id}: never recorded`);

  // The real player, opened on the same storage with the service's progress, shows the course finished.
  // The real player, opened on the same storage with the service's progress (all required phases,
  // courseComplete), should show the course finished (docs/player.md: "a reload, or another device,
  // opens on the completion view"). It does when the storage holds the completed marker; when the
  // stale tab saved its in-progress record over the marker it opens on a phase in review instead:
  // the case the test below pins (fixed: the merge keeps the service's courseComplete).
  let completionShown = false;
  let markerClobbered = false;
  if (finishedIn) {
    markerClobbered = !(JSON.parse(shared.data.get(`tabs:${course.id}:${userId}`) ?? '{}') as { state?: { courseComplete?: boolean } }).state?.courseComplete;
    const view = render(
      <StrictMode>
        <CoursePlayer payload={methodCourse} userId={userId} onSubmit={onSubmit} persistence={{ key: 'tabs', storage }} initialProgress={{ completedPhaseIds: scorer.completedPhases(userId), courseComplete: true }} degraded />
      </StrictMode>,
    );
    completionShown = (await screen.findByRole('region', { name: strings.courseComplete }, { timeout: 2_000 }).catch(() => null)) !== null;
    view.unmount();
  }
  const phaseBodies = received.filter((body) => targetOf(body).startsWith('phase:')).length;
  return { finished: finishedIn !== null, lost: [...lost, ...unexplained], resent, clobbered, markerClobbered, phaseBodies, sent: service.ledger.sent.length, stats, completionShown, diagnostics };
}

beforeAll(installDomPolyfills);
// The tabs of one origin share one lock manager (navigator.locks), as in a browser.
const locks = memoryLocks();
let uninstallLocks = () => {};
beforeAll(() => void (uninstallLocks = installLocks(locks)));
afterAll(() => uninstallLocks());

describe('two tabs of one learner', () => {
  it(`${LEARNERS} learners in two tabs, with offline windows and reloads: nothing lost, nothing sent twice, everyone finishes`, async () => {
    const outcomes: Array<Awaited<ReturnType<typeof playLearner>>> = [];
    for (let index = 0; index < LEARNERS; index += 1) outcomes.push(await playLearner(index));
    const lost = outcomes.flatMap((outcome, index) => outcome.lost.map((line) => `learner ${index}: ${line}`));
    expect(lost.slice(0, 10)).toEqual([]);
    const finished = outcomes.filter((outcome) => outcome.finished).length;
    expect(finished).toBe(LEARNERS);
    // Every learner reopens finished, even where a stale tab saved over the completed marker (the service says it is complete).
    const reopenedFinished = outcomes.filter((outcome) => outcome.completionShown).length;
    expect(reopenedFinished).toBe(LEARNERS);
    const sum = (pick: (outcome: (typeof outcomes)[number]) => number) => outcomes.reduce((total, outcome) => total + pick(outcome), 0);
    const resent = sum((outcome) => outcome.resent.length);
    const byAnotherPage = sum((outcome) => outcome.resent.filter((entry) => entry.by === 'another page').length);
    const learnersWithResent = outcomes.filter((outcome) => outcome.resent.length > 0).length;
    expect(outcomes.flatMap((outcome, index) => outcome.resent.map((entry) => `learner ${index}: ${entry.target} sent again (${entry.by}) at ${entry.at} ms`))).toEqual([]);
    // The tabs did meet at the lock: a phase one tab was sending while the other wanted to.
    expect(locks.waited).toBeGreaterThan(0);
    expect(sum((outcome) => outcome.stats.offlineWindows)).toBeGreaterThan(LEARNERS);
    expect(sum((outcome) => outcome.stats.savedOffline)).toBeGreaterThan(0);
    expect(sum((outcome) => outcome.stats.reloads)).toBeGreaterThan(LEARNERS);
    reportFigure(
      `two tabs of one learner (jsdom, store-driven): ${LEARNERS} learners (seed ${SEED}), ${sum((outcome) => outcome.stats.switches)} tab switches, ` +
        `${sum((outcome) => outcome.stats.offlineWindows)} offline windows, ${sum((outcome) => outcome.stats.reloads)} tab reloads; ${sum((outcome) => outcome.sent)} bodies sent ` +
        `(${sum((outcome) => outcome.phaseBodies)} phase bodies); answers lost 0; duplicate phase bodies ${resent} in ${learnersWithResent}/${LEARNERS} learners ` +
        `(${byAnotherPage} a phase the service had from another page: the other tab, or this tab before a reload; ${resent - byAnotherPage} sent again by the page whose recorded body got a faulty answer); ` +
        `${locks.requested.length} phase sends under the cross-tab lock, ${locks.waited} of them waited for the other tab; ` +
        `${sum((outcome) => outcome.clobbered)} saves by a stale tab put the stored progress back (fewer completed phases); learners finished ${finished}/${LEARNERS}; ` +
        `reopened on the completion view ${reopenedFinished}/${LEARNERS} (${outcomes.filter((outcome) => outcome.markerClobbered).length} of them after a stale tab saved over the completed marker)`,
    );
  }, 120_000);

  // Defect found by this suite (src/store/persistence.ts merge): a stored in-progress record wins over
  // initialProgress.courseComplete, so a learner who finished in one tab, while another tab of theirs
  // saved its older record afterwards, reopens on a phase in review instead of the completion view.
  // Failed before the merge kept the service's courseComplete (persistence.ts).
  it('a stored in-progress record does not hide the completion view the service reports', async () => {
    const userId = 'two-tabs-defect';
    const shared = memoryStorage();
    const scorer = createReferenceScorer(methodCourse, methodCourseKeys);
    const create = await freshPage();
    // The stale tab: it has sent the first phase only, and saves its record.
    const stale = create({ course, userId, onSubmit: async (body) => scorer.submit(body), persistence: { key: 'tabs', storage: shared } });
    await stale.getState().actions.continue();
    stale.getState().actions.dispose();
    const view = render(
      <CoursePlayer payload={methodCourse} userId={userId} onSubmit={async (body) => scorer.submit(body)} persistence={{ key: 'tabs', storage: shared }} initialProgress={{ completedPhaseIds: requiredPhases, courseComplete: true }} degraded />,
    );
    await screen.findByRole('region', { name: strings.courseComplete }, { timeout: 1_000 });
    view.unmount();
  });
});
