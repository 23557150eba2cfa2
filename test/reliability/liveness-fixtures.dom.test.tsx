import { cleanup, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CoursePlayer } from '../../src';
import type { CourseContentPayload } from '../../src/contract/course';
import { normalizeCourse } from '../../src/model/normalizeCourse';
import { mediaStates, methodCourse, seriesModule, unknownRevisionProbe } from '../fixtures';
import { installDomPolyfills, layOutDragBoard } from '../dom/renderers/support';
import { walkGenerically } from './liveness/genericLearner';
import { createServiceModel, HANG_DEADLINE_MS } from './liveness/serviceModel';
import { reportFigure } from './figure';
import { seededRandom } from './seededRandom';

/**
 * Liveness over every fixture course (docs/reliability.md, "A learner is never trapped"): whatever the seeded service answers within the
 * spec, a learner who knows nothing of the course reaches the completion view, rich and degraded,
 * and every disabled forward control says why. Each seed replays exactly (`SEED` in the name).
 */
const FIXTURES: Record<string, CourseContentPayload> = { methodCourse, seriesModule, mediaStates, unknownRevisionProbe };
const SEEDS_PER_FIXTURE = 8;

let restoreLayout: () => void;
beforeAll(() => {
  installDomPolyfills();
  restoreLayout = layOutDragBoard();
});
const tally = { walks: 0, bodies: 0, failures: 0, hung: 0, retakes: 0, styles: new Set<string>() };
afterAll(() => {
  restoreLayout();
  reportFigure(
    `liveness (fixtures): ${tally.walks} walks over ${Object.keys(FIXTURES).length} fixture courses, rich and degraded, ${tally.walks} completed, 0 trapped; ` +
      `${tally.styles.size} service styles, ${tally.bodies} bodies, ${tally.failures} retryable failures (${tally.hung} never answered until the player's deadline), ${tally.retakes} retakes; 0 disabled forward controls without a reason`,
  );
});
afterEach(cleanup);

const requiredPhaseIds = (payload: CourseContentPayload) => normalizeCourse(payload).course.phases.filter((phase) => phase.required).map((phase) => phase.id);

const cases = Object.keys(FIXTURES).flatMap((name) =>
  [false, true].flatMap((degraded) => Array.from({ length: SEEDS_PER_FIXTURE }, (_, index) => ({ name, degraded, seed: 1 + index }))),
);

describe('a learner is never trapped on a fixture course', () => {
  it.each(cases)('$name, degraded $degraded, SEED $seed: reaches the completion view', async ({ name, degraded, seed }) => {
    const payload = FIXTURES[name]!;
    const random = seededRandom(seed * 7919 + (degraded ? 1 : 0));
    // Each fixture and mode meets its own service styles, not the same eight.
    const serviceSeed = seed * 131 + Object.keys(FIXTURES).indexOf(name) * 17 + (degraded ? 7 : 0);
    const service = createServiceModel({ random: seededRandom(serviceSeed), requiredPhaseIds: requiredPhaseIds(payload) });
    const { container } = render(
      <StrictMode>
        <CoursePlayer payload={payload} userId="liveness" degraded={degraded} onSubmit={service.onSubmit} submitTimeoutMs={HANG_DEADLINE_MS} />
      </StrictMode>,
    );
    const walk = await walkGenerically({ user: userEvent.setup(), random, root: container });
    const story = `${JSON.stringify(service.style)}\n${walk.reason}\n${walk.trail.slice(-15).join('\n')}\nlast answers: ${service.ledger.envelopes.slice(-3).join('\n')}`;
    expect(walk.outcome, story).toBe('completed');
    expect(walk.silentlyDisabled, story).toEqual([]);
    Object.assign(tally, { walks: tally.walks + 1, bodies: tally.bodies + service.ledger.bodies.length, failures: tally.failures + service.ledger.failures, hung: tally.hung + service.ledger.hung, retakes: tally.retakes + service.ledger.failedPhases.length });
    tally.styles.add(JSON.stringify(service.style));
    // A whole method course walked in jsdom takes 5-18 s while the browser projects share the two
    // cores; the walker's own action guard still ends a trapped walk as stuck long before this.
  }, 90_000);
});
