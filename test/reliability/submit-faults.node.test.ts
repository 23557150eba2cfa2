import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { buildSubmission } from '../../src/logic/submission';
import { normalizeCourse } from '../../src/model/normalizeCourse';
import { createPlayerStore } from '../../src/store/createPlayerStore';
import { methodCourse, methodCourseKeys } from '../fixtures';
import { createReferenceScorer } from '../support/referenceScorer';
import { reportFigure } from './figure';
import { createFlakyService, FAULTS, LATE_ANSWER_DEADLINE_MS, type Fault } from './flakyService';
import { learnerAnswers } from './learnerAnswers';
import { seededRandom } from './seededRandom';
import { playStoreLearner } from './storeLearner';
import { VirtualTime } from './virtualTime';

/**
 * Suite 1 (store half): simulated learners play the sample course through the player's store and
 * submitter against the reference scorer, while onSubmit misbehaves at random (seeded) for a
 * stretch of each learner's requests and then recovers. Virtual time: hours of backoff take none.
 */
const LEARNERS = 240;
const SEED = 20261124;
const course = normalizeCourse(methodCourse).course;
const knownAnswers = learnerAnswers(course, methodCourseKeys);
const requiredPhases = course.phases.filter((phase) => phase.required).map((phase) => phase.id);

interface Outcome {
  finished: boolean;
  stuck: string | null;
  sent: number;
  faults: Record<Fault, number>;
  duplicates: string[];
  reordered: number;
  lost: string[];
  completedWithoutSuccess: string[];
  invalidBodies: string[];
  tryAgainPresses: number;
  doubleClicks: number;
  revisions: number;
  virtualMs: number;
}

/** What a body says, without the time it carries (which grows between retries, as it should). */
const content = (body: object) => ({ ...body, time_spent_minutes: 0 });

async function playLearner(index: number): Promise<Outcome> {
  const random = seededRandom(SEED + index);
  const time = new VirtualTime();
  const userId = `learner-${index}`;
  const scorer = createReferenceScorer(methodCourse, methodCourseKeys);
  const service = createFlakyService({ scorer, random, schedule: time, faultyRequests: random.int(4, 24), faultRate: random.pick([0.3, 0.6, 0.9]) });
  // Their own copy: a learner who revises an answer changes what must arrive.
  const answers = structuredClone(knownAnswers);
  const store = createPlayerStore({ course, userId, onSubmit: service.onSubmit, now: () => time.now, timers: time.timers, submitTimeoutMs: LATE_ANSWER_DEADLINE_MS });

  const completedWithoutSuccess: string[] = [];
  store.subscribe((state, previous) => {
    for (const phaseId of Object.keys(state.completed)) {
      if (!previous.completed[phaseId] && !service.ledger.accepted.has(`phase:${phaseId}`)) completedWithoutSuccess.push(phaseId);
    }
    if (state.courseComplete && !previous.courseComplete) {
      const missing = requiredPhases.filter((id) => !service.ledger.accepted.has(`phase:${id}`));
      if (missing.length > 0) completedWithoutSuccess.push(`course (no success for ${missing.join(', ')})`);
    }
  });

  const run = await playStoreLearner({ course, store, time, random, answers, eager: random.chance(0.3), edits: random.chance(0.4) });
  store.getState().actions.dispose();

  // Answers lost: one the learner gave that the store no longer holds, or that the accepted body of its phase lacks.
  const state = store.getState();
  const lost: string[] = [];
  for (const [blockId, answer] of Object.entries(answers)) {
    if (!isDeepStrictEqual(state.answers[blockId], answer)) lost.push(`${blockId}: not in the store`);
  }
  for (const phase of course.phases) {
    const accepted = service.ledger.accepted.get(`phase:${phase.id}`);
    if (!state.completed[phase.id]) continue;
    const expected = buildSubmission({ course, phase, userId, answers, timeSpentMs: 0 });
    if (!accepted || !isDeepStrictEqual(content(accepted), content(expected))) lost.push(`${phase.id}: the accepted body differs from the answers given`);
  }
  const serviceMissing = run.finished ? requiredPhases.filter((id) => !scorer.completedPhases(userId).includes(id)) : [];
  lost.push(...serviceMissing.map((id) => `${id}: the service never recorded the phase as passed`));

  return {
    finished: run.finished, stuck: run.stuck, sent: service.ledger.sent.length, faults: service.ledger.faults,
    duplicates: service.ledger.duplicates, reordered: service.ledger.reordered, lost, completedWithoutSuccess,
    invalidBodies: service.ledger.invalidBodies, tryAgainPresses: run.tryAgainPresses, doubleClicks: run.doubleClicks, revisions: run.revisions, virtualMs: time.now,
  };
}

describe('submit faults: simulated learners through the store (suite 1)', () => {
  it(`${LEARNERS} learners finish the course once the service recovers, with nothing lost, doubled or wrongly completed`, async () => {
    const started = performance.now();
    const outcomes: Outcome[] = [];
    for (let index = 0; index < LEARNERS; index += 1) outcomes.push(await playLearner(index));

    const failures = outcomes.flatMap((outcome, index) => [
      ...(outcome.finished ? [] : [`learner ${index} did not finish: ${outcome.stuck}`]),
      ...outcome.duplicates.map((line) => `learner ${index} duplicate: ${line}`),
      ...outcome.lost.map((line) => `learner ${index} lost: ${line}`),
      ...outcome.completedWithoutSuccess.map((line) => `learner ${index} complete without success: ${line}`),
      ...outcome.invalidBodies.map((line) => `learner ${index} invalid body: ${line}`),
    ]);
    expect(failures.slice(0, 20)).toEqual([]);

    const sum = (pick: (outcome: Outcome) => number) => outcomes.reduce((total, outcome) => total + pick(outcome), 0);
    const faults = FAULTS.map((fault) => `${fault} ${sum((outcome) => outcome.faults[fault])}`).join(', ');
    // Every fault kind was actually exercised, with room to spare.
    for (const fault of FAULTS) expect(sum((outcome) => outcome.faults[fault]), fault).toBeGreaterThan(20);
    expect(sum((outcome) => outcome.reordered)).toBeGreaterThan(20);
    expect(sum((outcome) => outcome.revisions)).toBeGreaterThan(20);
    const finished = outcomes.filter((outcome) => outcome.finished).length;
    reportFigure(
      `submit faults (store): ${LEARNERS} learners (seed ${SEED}), ${sum((o) => o.sent)} bodies sent, faults injected: ${faults}; ` +
        `${sum((o) => o.reordered)} responses out of order, ${sum((o) => o.doubleClicks)} double clicks, ${sum((o) => o.tryAgainPresses)} Try again presses, ${sum((o) => o.revisions)} answers revised while a submission failed; ` +
        `0 duplicates, 0 answers lost, 0 phases complete without a success, ${finished}/${LEARNERS} finished after recovery ` +
        `(${Math.round(sum((o) => o.virtualMs) / 3_600_000)} virtual hours in ${((performance.now() - started) / 1000).toFixed(1)} s)`,
    );
  }, 90_000);
});
