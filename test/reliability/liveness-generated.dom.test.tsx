import { cleanup, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import { StrictMode } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportFigure } from './figure';
import { CoursePlayer } from '../../src';
import { installDomPolyfills, layOutDragBoard } from '../dom/renderers/support';
import { courseArb } from './liveness/courseArbitrary';
import { walkGenerically } from './liveness/genericLearner';
import { createServiceModel, HANG_DEADLINE_MS } from './liveness/serviceModel';
import { seededRandom } from './seededRandom';

/**
 * Liveness over generated courses (docs/reliability.md, "A learner is never trapped"): for any course the generator makes, any service
 * style the seed picks, rich and degraded, the generic learner reaches the completion view and no
 * forward control is disabled without a reason in text. Fixed seeds keep CI repeatable; set
 * LIVENESS_SEED to explore others and LIVENESS_SHRINK=1 to shrink a failure to its smallest course.
 */
const BATCHES = 4;
const RUNS_PER_BATCH = Number(process.env.LIVENESS_RUNS ?? 110);
const BASE_SEED = Number(process.env.LIVENESS_SEED ?? 20261125);

const tally = { walks: 0, completed: 0, unreadable: 0, degraded: 0, bodies: 0, failures: 0, hung: 0, retakes: 0, styles: new Set<string>() };

let restoreLayout: () => void;
beforeAll(() => {
  installDomPolyfills();
  restoreLayout = layOutDragBoard();
});
afterAll(() => {
  restoreLayout();
  reportFigure(
    `liveness (generated courses): ${tally.walks} walks (seed ${BASE_SEED}, ${tally.degraded} degraded), ${tally.completed} completed, ${tally.unreadable} unreadable payloads ended on the player's notice, ` +
      `0 trapped; ${tally.styles.size} service styles, ${tally.bodies} bodies, ${tally.failures} retryable failures (${tally.hung} never answered until the player's deadline), ${tally.retakes} retakes; 0 disabled forward controls without a reason`,
  );
  expect(tally.walks).toBeGreaterThanOrEqual(BATCHES * RUNS_PER_BATCH);
});

describe('a learner is never trapped on a generated course', () => {
  it.each(Array.from({ length: BATCHES }, (_, batch) => batch))('batch %i: every walk reaches the completion view', async (batch) => {
    await fc.assert(
      fc.asyncProperty(courseArb, fc.nat(), fc.boolean(), async ({ payload, requiredPhaseIds }, seed, degraded) => {
        const service = createServiceModel({ random: seededRandom(seed), requiredPhaseIds });
        try {
          const { container } = render(
            <StrictMode>
              <CoursePlayer payload={payload} userId="liveness" degraded={degraded} onSubmit={service.onSubmit} submitTimeoutMs={HANG_DEADLINE_MS} />
            </StrictMode>,
          );
          const walk = await walkGenerically({ user: userEvent.setup(), random: seededRandom(seed + 1), root: container });
          const story = `${JSON.stringify(service.style)}\n${walk.reason}\n${walk.trail.slice(-12).join('\n')}`;
          // A payload broken past reading ends on the player's own notice; anything readable ends complete.
          expect(walk.outcome, story).not.toBe('stuck');
          expect(walk.silentlyDisabled, story).toEqual([]);
          Object.assign(tally, {
            walks: tally.walks + 1, completed: tally.completed + Number(walk.outcome === 'completed'), unreadable: tally.unreadable + Number(walk.outcome === 'unreadable'),
            degraded: tally.degraded + Number(degraded), bodies: tally.bodies + service.ledger.bodies.length, failures: tally.failures + service.ledger.failures, hung: tally.hung + service.ledger.hung,
            retakes: tally.retakes + service.ledger.failedPhases.length,
          });
          tally.styles.add(JSON.stringify(service.style));
        } finally {
          cleanup();
        }
      }),
      { numRuns: RUNS_PER_BATCH, seed: BASE_SEED + batch, endOnFailure: process.env.LIVENESS_SHRINK !== '1' },
    );
  }, 600_000);
});
