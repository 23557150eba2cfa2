import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { act, render, screen, within } from '@testing-library/react';
import { isDeepStrictEqual } from 'node:util';
import { StrictMode } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CoursePlayer, defaultStrings as strings, indexedDbProgress } from '../../src';
import type { SubmitProgressBody } from '../../src/contract';
import { buildSubmission } from '../../src/logic/submission';
import { normalizeCourse } from '../../src/model/normalizeCourse';
import { createPlayerStore, type PlayerStore } from '../../src/store/createPlayerStore';
import { phaseHasQuestions, selectContinueBlocker } from '../../src/store/selectors';
import type { PlayerEvent, PlayerState } from '../../src/store/types';
import { methodCourse, methodCourseKeys } from '../fixtures';
import { installDomPolyfills } from '../dom/renderers/support';
import { createReferenceScorer } from '../support/referenceScorer';
import { reportFigure } from './figure';
import { expectAnswersShown } from './shownAnswers';
import { createFlakyService, targetOf } from './flakyService';
import { learnerAnswers } from './learnerAnswers';
import { seededRandom } from './seededRandom';
import { realAsyncStorage, virtualStorage, type SoakStorage } from './soakStorage';
import { playStoreLearner } from './storeLearner';
import { settle, VirtualTime } from './virtualTime';
import { loadPersistenceCode } from '../support/persistenceCode';

// What persistence does once its code is here (persistence-loading.test.tsx: before it is).
beforeAll(loadPersistenceCode);

/**
 * Suite 2 over async storage (docs/reliability.md, section 10): the player half of the reload soak (reload-soak.dom.test.tsx)
 * run again with the progress in
 *   (a) indexedDbProgress() on fake-indexeddb,
 *   (b) a slow adapter: every call answers after 2 s (virtual time: no real waiting),
 *   (c) a failing adapter: 200 ms per call, a save rejects at random (seeded) and now and then
 *       throws a quota DOMException at once.
 * Each seeded learner plays (through the store, on a flaky service) to a seeded moment, half the
 * time with a phase submission on its way; the player goes away; once the storage has answered
 * every call made so far, the real <CoursePlayer> mounts from it and must show what is stored: for
 * (a) and (b) exactly where the learner was (same screen, answers, results; an in-flight submission
 * shown as sending and answered there, nothing sent by mounting). For (c), a moment whose last save
 * failed resumes from the last save that succeeded (counted, and checked to be exactly those).
 * Then the learner goes on in a new store from the same storage and finishes the course: every
 * answer they gave must be in the body the service accepted for its phase, and nothing sent twice.
 */
const POINTS = 40;
const SEED = 20261127;
const course = normalizeCourse(methodCourse).course;
const knownAnswers = learnerAnswers(course, methodCourseKeys);
const requiredPhases = course.phases.filter((phase) => phase.required).map((phase) => phase.id);
const KEPT = ['position', 'answers', 'revealed', 'completed', 'results', 'rationales', 'courseComplete'] as const;
const VERDICT = new RegExp(`^(${[strings.resultPassed, strings.resultFailed, strings.resultRecorded].join('|')})$`);
const content = (body: object) => ({ ...body, time_spent_minutes: 0 });

type AdapterName = 'indexedDB' | 'slow (2 s per call)' | 'failing (rejects, quota)';
const ADAPTERS: AdapterName[] = ['indexedDB', 'slow (2 s per call)', 'failing (rejects, quota)'];

function makeStorage(name: AdapterName, point: number, time: VirtualTime): SoakStorage {
  if (name === 'indexedDB') {
    const database = `soak-${point}`;
    return realAsyncStorage(name, indexedDbProgress({ database }), async (key) => {
      const value = await indexedDbProgress({ database }).getItem(key);
      return typeof value === 'string' ? value : null;
    });
  }
  if (name === 'slow (2 s per call)') return virtualStorage(name, time, { delayMs: 2_000 });
  return virtualStorage(name, time, { delayMs: 200, random: seededRandom(SEED * 7 + point), failRate: 0.25, quotaRate: 0.08 });
}

interface Tally {
  points: number;
  inFlight: number;
  stale: number;
  recordedMeanwhile: number;
  checksAgain: number;
  staleAfterFailedSave: number;
  finished: number;
  sent: number;
  duplicates: string[];
  lost: string[];
  phases: Set<string>;
  saveFailures: { rejected: number; quota: number; ok: number };
  diagnostics: number;
}
const tallies = new Map<AdapterName, Tally>();

const pendingPhase = (state: PlayerState) => state.position !== null && state.submissions[`phase:${state.position.phaseId}`]?.state === 'pending';

/** Waits for the store's read: on the learner's clock (virtual adapters) or in real time (IndexedDB, whose read must not meet the store's 10 s read deadline on the virtual clock). */
async function loaded(store: PlayerStore, time: VirtualTime, realTime: boolean) {
  for (let round = 0; store.isLoadingProgress(); round += 1) {
    if (round > 10_000) throw new Error('the progress read never answered');
    if (realTime || !(await time.next())) await new Promise((resolve) => setTimeout(resolve, 0));
  }
}

async function soakPoint(name: AdapterName, point: number, tally: Tally): Promise<boolean> {
  const random = seededRandom(SEED + point);
  const time = new VirtualTime();
  const soak = makeStorage(name, point, time);
  const userId = `async-soak-${ADAPTERS.indexOf(name)}-${point}`;
  const key = `soak:${course.id}:${userId}`;
  const scorer = createReferenceScorer(methodCourse, methodCourseKeys);
  const service = createFlakyService({ scorer, random, schedule: time, faultyRequests: random.int(0, 10), faultRate: 0.4 });
  const diagnostics: string[] = [];
  const onEvent = (event: PlayerEvent) => void (event.type === 'diagnostic' && diagnostics.push(event.message));
  // As docs/player.md asks: the host passes GET /api-progress, so a phase the service has is not sent again.
  const initialProgress = () => ({ completedPhaseIds: scorer.completedPhases(userId) });
  const mountStore = () =>
    createPlayerStore({ course, userId, onSubmit: service.onSubmit, onEvent, initialProgress: initialProgress(), persistence: { key: 'soak', storage: soak.storage }, now: () => time.now, timers: time.timers, submitTimeoutMs: Infinity });
  const answers = structuredClone(knownAnswers);

  // 1. The learner plays to a seeded moment (half the time one with a phase submission on its way).
  soak.toLearner(time);
  const first = mountStore();
  await loaded(first, time, name === 'indexedDB');
  const actionsBefore = random.int(1, 75);
  const wantInFlight = random.chance(0.5);
  let steps = 0;
  const run = await playStoreLearner({
    course, time, random, answers, eager: false, edits: false, store: first,
    stopWhen: (store) => (steps += 1) > actionsBefore && (!wantInFlight || pendingPhase(store.getState()) || steps > actionsBefore + 60),
  });
  run.store.getState().actions.pauseClock();
  const before = run.store.getState();
  run.store.getState().actions.dispose();
  if (before.courseComplete || !before.position) return false;

  // 2. The storage answers what it was asked (the saves the old player made land, or fail).
  soak.toPlayer();
  await soak.drain();
  const storedText = await soak.stored(key);
  const stored = storedText ? (JSON.parse(storedText) as { state: Partial<PlayerState> }).state : {};
  const stale = KEPT.some((field) => !isDeepStrictEqual(stored[field] ?? (field === 'courseComplete' ? false : undefined), before[field]));
  const lastSaveFailed = diagnostics.length > 0;
  // What the new player must show: the learner's state where the storage kept it, else what it kept.
  const expected: PlayerState = stale ? { ...before, ...stored } as PlayerState : before;
  const position = expected.position!;
  const phase = course.phases.find((candidate) => candidate.id === position.phaseId)!;
  // Taken over and shown as sending, unless the service already recorded it (the host's progress then says so and it is not sent again).
  const recordedMeanwhile = pendingPhase(before) && scorer.completedPhases(userId).includes(before.position.phaseId);
  const inFlight = pendingPhase(before) && !recordedMeanwhile && isDeepStrictEqual(expected.position, before.position);
  const where = `${name} point ${point} (${phase.id}#${position.screenIndex}${inFlight ? ', in flight' : ''}${stale ? ', stale' : ''})`;
  const sentBefore = service.ledger.sent.length;

  // 3. The real player mounts from the same storage.
  const view = render(
    <StrictMode>
      <CoursePlayer payload={methodCourse} userId={userId} onSubmit={service.onSubmit} onEvent={onEvent} initialProgress={initialProgress()} persistence={{ key: 'soak', storage: soak.storage }} degraded />
    </StrictMode>,
  );
  // Until the read answers it shows it is loading, never the first phase.
  expect(screen.queryByText(strings.progressLoading), `${where}: loading`).not.toBeNull();
  await act(async () => {
    await soak.drain();
  });
  expect(screen.queryByText(strings.progressLoading), `${where}: loaded`).toBeNull();
  if (!screen.queryByRole("region", { name: phase.title })) throw new Error(`${where}: no region; diagnostics ${JSON.stringify(diagnostics)}; text ${document.body.textContent?.slice(0, 300)}`);
  const region = screen.getByRole('region', { name: phase.title });
  if (phase.screens.length > 1) expect(within(region).getByText(strings.screenPosition(position.screenIndex + 1, phase.screens.length)), where).toBeTruthy();
  expectAnswersShown(course, region, expected, where);
  const forward = region.querySelector<HTMLElement>('.method-button[data-variant="primary"]');
  expect(forward, `${where}: forward action`).not.toBeNull();
  if (pendingPhase(before)) {
    expect(forward!.getAttribute('aria-busy') === 'true', `${where}: busy`).toBe(inFlight);
  } else {
    expect(forward!.getAttribute('aria-busy'), `${where}: busy`).not.toBe('true');
    expect(forward!.getAttribute('aria-disabled') === 'true', `${where}: Continue disabled`).toBe(selectContinueBlocker(course, expected) !== null);
  }
  if (expected.results[phase.id] && phaseHasQuestions(course, phase)) expect(within(region).queryByText(VERDICT), `${where}: result`).not.toBeNull();
  if (inFlight) {
    // The service answers the request the old player sent: this player shows the outcome.
    await act(async () => {
      while (await time.next());
      await soak.drain();
    });
    const answered = within(region).queryByText(VERDICT) !== null || within(region).queryByRole('alert') !== null || screen.queryByRole('region', { name: phase.title }) === null;
    expect(answered, `${where}: the answer shows`).toBe(true);
  }
  expect(service.ledger.sent.length, `${where}: nothing sent by mounting`).toBe(sentBefore);
  view.unmount();
  await soak.drain();
  await settle();

  // 4. The learner comes back (a new store from the same storage) and finishes the course.
  soak.toLearner(time);
  const last = mountStore();
  await loaded(last, time, name === 'indexedDB');
  const rest = await playStoreLearner({ course, time, random, answers, eager: false, edits: false, store: last });
  rest.store.getState().actions.dispose();
  soak.toPlayer();
  await soak.drain();

  const state = rest.store.getState();
  for (const [blockId, answer] of Object.entries(answers)) {
    if (state.answers[blockId] !== undefined && !isDeepStrictEqual(state.answers[blockId], answer)) tally.lost.push(`${where}: ${blockId} not in the store`);
  }
  for (const candidate of course.phases) {
    if (!state.completed[candidate.id]) continue;
    // The body whose success reached the player, else (a phase the host's progress completed: the
    // service recorded it but its answer was lost) the last body the service received for it.
    const accepted = service.ledger.accepted.get(`phase:${candidate.id}`) ?? (scorer.received as SubmitProgressBody[]).filter((body) => targetOf(body) === `phase:${candidate.id}`).at(-1);
    const wanted = buildSubmission({ course, phase: candidate, userId, answers, timeSpentMs: 0 });
    if (!accepted || !isDeepStrictEqual(content(accepted), content(wanted))) tally.lost.push(`${where}: ${candidate.id} accepted body differs from the answers given`);
  }
  if (rest.finished) {
    tally.finished += 1;
    for (const id of requiredPhases) if (!scorer.completedPhases(userId).includes(id)) tally.lost.push(`${where}: ${id} never recorded`);
  } else {
    tally.lost.push(`${where}: did not finish (${rest.stuck})`);
  }
  tally.points += 1;
  tally.sent += service.ledger.sent.length;
  // A graded check whose result a failed save did not keep is sent again (the storage forgot it; the
  // spec has no idempotency key): counted apart from phase bodies, which must never be sent twice.
  for (const line of service.ledger.duplicates) {
    if (line.startsWith('check:') && diagnostics.length > 0) tally.checksAgain += 1;
    else tally.duplicates.push(`${where}: ${line}`);
  }
  if (inFlight) tally.inFlight += 1;
  if (recordedMeanwhile) tally.recordedMeanwhile += 1;
  if (stale) tally.stale += 1;
  if (stale && lastSaveFailed) tally.staleAfterFailedSave += 1;
  if (stale && !lastSaveFailed) tally.lost.push(`${where}: resumed from an older record although no save failed`);
  tally.phases.add(phase.id);
  tally.saveFailures.rejected += soak.failures.rejected;
  tally.saveFailures.quota += soak.failures.quota;
  tally.saveFailures.ok += soak.failures.ok;
  tally.diagnostics += diagnostics.length;
  return true;
}

const realIndexedDb = globalThis.indexedDB;
beforeAll(() => {
  installDomPolyfills();
  globalThis.indexedDB = new IDBFactory();
});
afterAll(() => {
  globalThis.indexedDB = realIndexedDb;
});

describe('reload soak over async storage (suite 2)', () => {
  it.each(ADAPTERS)('%s: same screen, answers and results after each reload; nothing lost or sent twice; everyone finishes', async (name) => {
    const tally: Tally = { points: 0, inFlight: 0, stale: 0, recordedMeanwhile: 0, checksAgain: 0, staleAfterFailedSave: 0, finished: 0, sent: 0, duplicates: [], lost: [], phases: new Set(), saveFailures: { rejected: 0, quota: 0, ok: 0 }, diagnostics: 0 };
    tallies.set(name, tally);
    for (let point = 0; tally.points < POINTS; point += 1) await soakPoint(name, point, tally);
    expect(tally.lost.slice(0, 10)).toEqual([]);
    expect(tally.duplicates.slice(0, 10)).toEqual([]);
    expect(tally.finished).toBe(tally.points);
    expect(tally.inFlight).toBeGreaterThanOrEqual(3);
    expect(tally.inFlight + tally.recordedMeanwhile).toBeGreaterThanOrEqual(10);
    if (name === 'failing (rejects, quota)') {
      expect(tally.saveFailures.rejected).toBeGreaterThan(0);
      expect(tally.saveFailures.quota).toBeGreaterThan(0);
    } else {
      expect(tally.stale).toBe(0);
    }
    reportFigure(
      `reload soak (player, jsdom, ${name}): ${tally.points} seeded reload points over ${tally.phases.size} phases (${tally.inFlight + tally.recordedMeanwhile} with a phase submission in flight: ${tally.inFlight} taken over and shown as sending, ${tally.recordedMeanwhile} already recorded by the service and not sent again)` +
        (name === 'failing (rejects, quota)'
          ? `, ${tally.saveFailures.rejected} saves rejected and ${tally.saveFailures.quota} quota errors thrown (of ${tally.saveFailures.rejected + tally.saveFailures.quota + tally.saveFailures.ok}; ${tally.diagnostics} diagnostics), ${tally.stale} reloads resumed from the last good save (all after a failed save; ${tally.checksAgain} graded checks sent again as their result was not saved)`
          : ', same screen, answers and results every time') +
        `; ${tally.sent} bodies sent, 0 sent by mounting; answers lost 0, duplicate phase bodies 0, learners finished ${tally.finished}/${tally.points}`,
    );
  }, 120_000);

  // Defect found while building this suite (not fixed here: src/ is another engineer's): a player
  // mounted again in the same page (a route change, a re-keyed player) while the previous one's saves
  // are still on their way reads the storage before the save queued behind the one on its way is
  // made, resumes without the answers in it, and its next save writes over them: answers lost.
  // Failed before a read waited for the saves this page has queued for the key (progressWriter.writesSettled).
  it('a player mounted again in the same page while saves are on their way keeps every answer', async () => {
    const time = new VirtualTime();
    const soak = virtualStorage('slow', time, { delayMs: 2_000 });
    soak.toPlayer();
    const userId = 'async-soak-remount-defect';
    const scorer = createReferenceScorer(methodCourse, methodCourseKeys);
    const make = () => createPlayerStore({ course, userId, onSubmit: async (body) => scorer.submit(body), persistence: { key: 'soak', storage: soak.storage }, now: () => time.now, timers: time.timers });
    const first = make();
    await soak.drain();
    const given = Object.entries(knownAnswers).slice(0, 3);
    // Three answers: the first save goes out (2 s), the next two wait behind it as one.
    for (const [blockId, answer] of given) first.getState().actions.answer(blockId, answer);
    first.getState().actions.dispose();
    const again = make();
    await soak.drain();
    // The learner goes on: the next save writes the whole progress as this player has it.
    again.getState().actions.answer(given[0]![0], given[0]![1]);
    await soak.drain();
    const stored = JSON.parse((await soak.stored(`soak:${course.id}:${userId}`)) ?? '{}') as { state?: PlayerState };
    expect(Object.keys(again.getState().answers).sort()).toEqual(given.map(([id]) => id).sort());
    expect(Object.keys(stored.state?.answers ?? {}).sort()).toEqual(given.map(([id]) => id).sort());
  });
});
