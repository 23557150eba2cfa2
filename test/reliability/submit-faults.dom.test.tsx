import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { CoursePlayer } from '../../src';
import type { SubmitProgressBody } from '../../src/contract';
import { normalizeCourse } from '../../src/model/normalizeCourse';
import type { PlayerEvent } from '../../src/store/types';
import { methodCourse, methodCourseKeys } from '../fixtures';
import { installDomPolyfills } from '../dom/renderers/support';
import { playCourse } from '../support/playSampleCourse';
import { createReferenceScorer } from '../support/referenceScorer';
import { reportFigure } from './figure';
import { createFlakyService, FAULTS, targetOf } from './flakyService';
import { seededRandom } from './seededRandom';

/**
 * Suite 1 (player half): a few learners play the sample course in the real <CoursePlayer> (jsdom,
 * StrictMode, real timers) while onSubmit misbehaves, pressing Try again whenever the player says
 * a submission failed. The store half (submit-faults.node.test.ts) covers the numbers; this half
 * proves the same rules hold through what a learner sees and presses.
 */
const SEEDS = [7, 19, 23];
const course = normalizeCourse(methodCourse).course;
const requiredPhases = course.phases.filter((phase) => phase.required).map((phase) => phase.id);
const content = (body: SubmitProgressBody) => ({ ...body, time_spent_minutes: 0 });
const totals = { sent: 0, faults: 0, reordered: 0 };
const kinds = new Set<string>();

beforeAll(installDomPolyfills);

describe('submit faults through the player (suite 1)', () => {
  it.each(SEEDS)('learner %i finishes once the service recovers; nothing doubled, lost or completed early', async (seed) => {
    const random = seededRandom(seed);
    const scorer = createReferenceScorer(methodCourse, methodCourseKeys);
    const service = createFlakyService({
      scorer, random, faultyRequests: 14, faultRate: 0.7,
      schedule: { after: (ms, callback) => setTimeout(callback, ms) },
      latency: { healthy: [5, 40], late: [200, 900] },
    });
    const completedEarly: string[] = [];
    const onEvent = (event: PlayerEvent) => {
      if (event.type === 'phase_completed' && !service.ledger.accepted.has(`phase:${event.phaseId}`)) completedEarly.push(event.phaseId);
    };
    const userId = `dom-learner-${seed}`;
    render(
      <StrictMode>
        <CoursePlayer payload={methodCourse} userId={userId} onSubmit={service.onSubmit} onEvent={onEvent} degraded />
      </StrictMode>,
    );
    await screen.findAllByRole('heading', { level: 2 });

    const log = await playCourse({ user: userEvent.setup(), course, keys: methodCourseKeys, mode: 'degraded', retryFailed: true });

    expect(log.outcome, log.stuckReason ?? '').toBe('completed');
    expect(service.ledger.duplicates).toEqual([]);
    expect(service.ledger.invalidBodies).toEqual([]);
    expect(completedEarly).toEqual([]);
    // Nothing lost: what the service accepted for each target is what the learner first sent for it
    // (a puzzle check is sent again once the next puzzle is answered: that is a new question set).
    const questionSet = (body: SubmitProgressBody) => `${targetOf(body)} ${(body.answers ?? []).map((answer) => answer.question_id).sort().join(',')}`;
    for (const accepted of service.ledger.accepted.values()) {
      const first = service.ledger.sent.find((body) => questionSet(body) === questionSet(accepted)) as SubmitProgressBody;
      expect(content(accepted), questionSet(accepted)).toEqual(content(first));
    }
    expect(scorer.completedPhases(userId)).toEqual(expect.arrayContaining(requiredPhases));
    const faults = Object.values(service.ledger.faults).reduce((sum, count) => sum + count, 0);
    expect(faults).toBeGreaterThan(3);
    totals.sent += service.ledger.sent.length;
    totals.faults += faults;
    totals.reordered += service.ledger.reordered;
    FAULTS.filter((fault) => service.ledger.faults[fault] > 0).forEach((fault) => kinds.add(fault));
    if (seed === SEEDS.at(-1)) {
      // Every kind of fault met by the three learners together, not only as many as chance gave.
      expect([...kinds].sort()).toEqual([...FAULTS].sort());
      reportFigure(
        `submit faults (player, jsdom): ${SEEDS.length} learners, ${totals.sent} bodies sent, ${totals.faults} faults of ${kinds.size} kinds (${[...kinds].sort().join(', ')}), ` +
          `0 duplicates, 0 answers lost, 0 phases complete without a success, ${SEEDS.length}/${SEEDS.length} finished after recovery`,
      );
    }
  }, 60_000);
});
