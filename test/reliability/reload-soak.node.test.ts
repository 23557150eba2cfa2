import { isDeepStrictEqual } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { normalizeCourse } from '../../src/model/normalizeCourse';
import { createPlayerStore, type PlayerStore } from '../../src/store/createPlayerStore';
import type { PlayerState } from '../../src/store/types';
import { methodCourse, methodCourseKeys } from '../fixtures';
import { createReferenceScorer } from '../support/referenceScorer';
import { reportFigure } from './figure';
import { createFlakyService, LATE_ANSWER_DEADLINE_MS } from './flakyService';
import { learnerAnswers } from './learnerAnswers';
import { seededRandom } from './seededRandom';
import { playStoreLearner } from './storeLearner';
import { VirtualTime } from './virtualTime';
import { memoryStorage } from '../support/memoryStorage';
import { loadPersistenceCode } from '../support/persistenceCode';

// What persistence does once its code is here (persistence-loading.test.tsx: before it is).
beforeAll(loadPersistenceCode);

/**
 * Suite 2 (store half): learners play the sample course with persistence on while the player is
 * unmounted and mounted again at seeded moments (a route change, a re-keyed player), now and then
 * while a submission is on its way and the service is misbehaving. After each reload the learner
 * must be where they were, with the same answers and results; a request on its way must be taken
 * over (shown as sending), never sent again; and everyone finishes.
 */
const LEARNERS = 40;
const SEED = 20261125;
const course = normalizeCourse(methodCourse).course;
const knownAnswers = learnerAnswers(course, methodCourseKeys);
const KEPT = ['position', 'answers', 'revealed', 'completed', 'results', 'rationales', 'courseComplete'] as const;


const pendingKeys = (state: PlayerState) => Object.entries(state.submissions).filter(([, status]) => status.state === 'pending').map(([key]) => key).sort();

async function playLearner(index: number) {
  const random = seededRandom(SEED + index);
  const time = new VirtualTime();
  const userId = `reloader-${index}`;
  const storage = memoryStorage();
  const scorer = createReferenceScorer(methodCourse, methodCourseKeys);
  const service = createFlakyService({ scorer, random, schedule: time, faultyRequests: random.int(0, 16), faultRate: 0.5 });
  const mount = (): PlayerStore =>
    createPlayerStore({ course, userId, onSubmit: service.onSubmit, persistence: { key: 'soak', storage }, now: () => time.now, timers: time.timers, submitTimeoutMs: LATE_ANSWER_DEADLINE_MS });

  const problems: string[] = [];
  let reloads = 0;
  let inFlight = 0;
  const answers = structuredClone(knownAnswers);
  const run = await playStoreLearner({
    course, store: mount(), time, random, answers, eager: false, edits: random.chance(0.3),
    reload: {
      chance: 0.08,
      remount: mount,
      onReload: (before, after) => {
        reloads += 1;
        const where = `reload ${reloads} at ${before.position?.phaseId}#${before.position?.screenIndex}`;
        for (const field of KEPT) if (!isDeepStrictEqual(after[field], before[field])) problems.push(`${where}: ${field} changed`);
        if (pendingKeys(before).length > 0) inFlight += 1;
        if (!isDeepStrictEqual(pendingKeys(after), pendingKeys(before))) problems.push(`${where}: in flight ${pendingKeys(before)} but ${pendingKeys(after)} after`);
      },
    },
  });
  run.store.getState().actions.dispose();
  return { run, problems, reloads, inFlight, sent: service.ledger.sent.length, duplicates: service.ledger.duplicates };
}

describe('reload soak through the store (suite 2)', () => {
  it(`${LEARNERS} learners reloaded at seeded moments resume where they were, with nothing lost or sent twice`, async () => {
    const outcomes = [];
    for (let index = 0; index < LEARNERS; index += 1) outcomes.push(await playLearner(index));
    const failures = outcomes.flatMap((outcome, index) => [
      ...(outcome.run.finished ? [] : [`learner ${index} did not finish: ${outcome.run.stuck}`]),
      ...outcome.problems.map((line) => `learner ${index}: ${line}`),
      ...outcome.duplicates.map((line) => `learner ${index} duplicate: ${line}`),
    ]);
    expect(failures.slice(0, 20)).toEqual([]);
    const reloads = outcomes.reduce((sum, outcome) => sum + outcome.reloads, 0);
    const inFlight = outcomes.reduce((sum, outcome) => sum + outcome.inFlight, 0);
    expect(reloads).toBeGreaterThanOrEqual(100);
    expect(inFlight).toBeGreaterThanOrEqual(10);
    reportFigure(
      `reload soak (store): ${LEARNERS} learners (seed ${SEED}), ${reloads} reloads (${inFlight} with a submission in flight, taken over), ` +
        `${outcomes.reduce((sum, outcome) => sum + outcome.sent, 0)} bodies sent; 0 screens/answers/results changed, 0 duplicates, ${LEARNERS}/${LEARNERS} finished`,
    );
  }, 60_000);
});
