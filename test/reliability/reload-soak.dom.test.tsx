import { act, render, screen, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { CoursePlayer, defaultStrings as strings } from '../../src';
import { normalizeCourse } from '../../src/model/normalizeCourse';
import { createPlayerStore } from '../../src/store/createPlayerStore';
import { phaseHasQuestions, selectContinueBlocker } from '../../src/store/selectors';
import type { PlayerState } from '../../src/store/types';
import { methodCourse, methodCourseKeys } from '../fixtures';
import { installDomPolyfills } from '../dom/renderers/support';
import { createReferenceScorer } from '../support/referenceScorer';
import { reportFigure } from './figure';
import { expectAnswersShown } from './shownAnswers';
import { createFlakyService } from './flakyService';
import { learnerAnswers } from './learnerAnswers';
import { seededRandom } from './seededRandom';
import { playStoreLearner } from './storeLearner';
import { VirtualTime } from './virtualTime';
import { memoryStorage } from '../support/memoryStorage';
import { loadPersistenceCode } from '../support/persistenceCode';

// What persistence does once its code is here (persistence-loading.test.tsx: before it is).
beforeAll(loadPersistenceCode);

/**
 * Suite 2 (player half): at 110 seeded moments of a learner's run (played through the store on a
 * flaky service, fast, in virtual time) the page "reloads": that player goes away and the real
 * <CoursePlayer> mounts from the same storage. It must show the same screen, the same answers
 * (Continue enabled exactly when it was) and the same results; a submission that was on its way
 * shows as sending and, once the service answers, is answered there, without being sent again.
 */
const POINTS = 110;
const BATCH = 10;
const SEED = 20261126;
const course = normalizeCourse(methodCourse).course;
const knownAnswers = learnerAnswers(course, methodCourseKeys);
const VERDICT = new RegExp(`^(${[strings.resultPassed, strings.resultFailed, strings.resultRecorded].join('|')})$`);
const tally = { points: 0, inFlight: 0, phases: new Set<string>() };


const pendingPhase = (state: PlayerState) => state.position !== null && state.submissions[`phase:${state.position.phaseId}`]?.state === 'pending';

/** Plays a seeded learner to a seeded moment (half the time one with a phase submission on its way) and unmounts. */
async function reachPoint(point: number) {
  const random = seededRandom(SEED + point);
  const time = new VirtualTime();
  const storage = memoryStorage();
  const userId = `reload-point-${point}`;
  const scorer = createReferenceScorer(methodCourse, methodCourseKeys);
  const service = createFlakyService({ scorer, random, schedule: time, faultyRequests: point % 11, faultRate: 0.4 });
  const actionsBefore = random.int(1, 75);
  // A rotation, not a draw: every other point wants a request in flight, and the faulty requests
  // before it run 0 to 10 in turn, so the figures cover what they say whatever the seed gives.
  const wantInFlight = point % 2 === 0;
  let steps = 0;
  const run = await playStoreLearner({
    course, time, random, answers: structuredClone(knownAnswers), eager: false, edits: false,
    // No deadline: this store runs on virtual time, and the player that takes its request over on real time.
    store: createPlayerStore({ course, userId, onSubmit: service.onSubmit, persistence: { key: 'soak', storage }, now: () => time.now, timers: time.timers, submitTimeoutMs: Infinity }),
    stopWhen: (store) => (steps += 1) > actionsBefore && (!wantInFlight || pendingPhase(store.getState()) || steps > actionsBefore + 60),
  });
  const { actions } = run.store.getState();
  actions.pauseClock();
  const before = run.store.getState();
  actions.dispose();
  return { before, storage, userId, service, time };
}

async function reloadAt(point: number) {
  const { before, storage, userId, service, time } = await reachPoint(point);
  if (before.courseComplete || !before.position) return false;
  const phase = course.phases.find((candidate) => candidate.id === before.position?.phaseId)!;
  const sentBefore = service.ledger.sent.length;
  const inFlight = pendingPhase(before);
  const where = `point ${point} (${phase.id}#${before.position.screenIndex}${inFlight ? ', in flight' : ''})`;

  const view = render(
    <StrictMode>
      <CoursePlayer payload={methodCourse} userId={userId} onSubmit={service.onSubmit} persistence={{ key: 'soak', storage }} degraded />
    </StrictMode>,
  );
  // The same screen.
  const region = screen.getByRole('region', { name: phase.title });
  if (phase.screens.length > 1) expect(within(region).getByText(strings.screenPosition(before.position.screenIndex + 1, phase.screens.length)), where).toBeTruthy();
  // The same answers: each shown question's choice is still chosen, a reflection keeps its text, and
  // Continue is enabled exactly when it was (it is disabled while anything required is unanswered).
  expectAnswersShown(course, region, before, where);
  const forward = region.querySelector<HTMLElement>('.method-button[data-variant="primary"]');
  expect(forward, `${where}: forward action`).not.toBeNull();
  expect(forward!.getAttribute('aria-busy') === 'true', `${where}: busy`).toBe(inFlight);
  if (!inFlight) expect(forward!.getAttribute('aria-disabled') === 'true', `${where}: Continue disabled`).toBe(selectContinueBlocker(course, before) !== null);
  // The same results.
  if (before.results[phase.id] && phaseHasQuestions(course, phase)) expect(within(region).queryByText(VERDICT), `${where}: result`).not.toBeNull();

  if (inFlight) {
    // The service answers the request the previous player sent: this player shows the outcome.
    await act(async () => {
      while (await time.next());
    });
    const answered = within(region).queryByText(VERDICT) !== null || within(region).queryByRole('alert') !== null || screen.queryByRole('region', { name: phase.title }) === null;
    expect(answered, `${where}: the answer shows`).toBe(true);
  }
  expect(service.ledger.sent.length, `${where}: nothing sent by mounting`).toBe(sentBefore);
  expect(service.ledger.duplicates, where).toEqual([]);
  view.unmount();
  tally.points += 1;
  if (inFlight) tally.inFlight += 1;
  tally.phases.add(phase.id);
  return true;
}

beforeAll(installDomPolyfills);

describe('reload soak through the player (suite 2)', () => {
  const batches = Array.from({ length: POINTS / BATCH }, (_, index) => index * BATCH);
  it.each(batches)('reload points %i+: same screen, answers and results; in-flight submissions taken over', async (first) => {
    // A seed whose moment falls after the end of the course is skipped (nothing left to reload into).
    let counted = 0;
    for (let point = first * 4; counted < BATCH; point += 1) if (await reloadAt(point)) counted += 1;
    if (first === batches.at(-1)) {
      expect(tally.points).toBeGreaterThanOrEqual(100);
      expect(tally.inFlight).toBeGreaterThanOrEqual(20);
      reportFigure(`reload soak (player, jsdom): ${tally.points} seeded reload points over ${tally.phases.size} phases (${tally.inFlight} with a submission in flight): same screen, answers and results every time; 0 sent again, 0 lost`);
    }
  }, 60_000);
});
