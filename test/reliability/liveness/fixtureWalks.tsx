import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { expect } from 'vitest';
import { CoursePlayer } from '../../../src';
import type { CourseContentPayload } from '../../../src/contract/course';
import { normalizeCourse } from '../../../src/model/normalizeCourse';
import { mediaStates, methodCourse, seriesModule, unknownRevisionProbe } from '../../fixtures';
import { seededRandom } from '../seededRandom';
import { walkGenerically } from './genericLearner';
import { createServiceModel, HANG_DEADLINE_MS } from './serviceModel';

/**
 * The fixture walks of the liveness property (docs/reliability.md, "A learner is never trapped"),
 * the same in jsdom and in every real engine: each fixture course, rich and degraded, meets a
 * seeded service (a score or none, a verdict or none, retryable failures first) and the generic
 * learner must reach the completion view with no forward control disabled without a reason.
 * Nothing here needs jsdom: the jsdom suite adds its layout stand-ins itself.
 */
export const FIXTURES: Record<string, CourseContentPayload> = { methodCourse, seriesModule, mediaStates, unknownRevisionProbe };
const FIXTURE_NAMES = Object.keys(FIXTURES);
/** 4 fixtures x rich and degraded x 8 seeds: the 64 walks. */
export const SEEDS_PER_FIXTURE = 8;

export interface FixtureWalkCase {
  name: string;
  degraded: boolean;
  seed: number;
}

/** What the walks of one run add up to, for its figure. */
export interface FixtureWalkTally {
  walks: number;
  bodies: number;
  failures: number;
  hung: number;
  retakes: number;
  styles: Set<string>;
}

export const createFixtureWalkTally = (): FixtureWalkTally => ({ walks: 0, bodies: 0, failures: 0, hung: 0, retakes: 0, styles: new Set() });

/** Every walk of a run, by fixture, mode and seed (1-based, as `SEED` in the test name). */
export const fixtureWalkCases = (): FixtureWalkCase[] =>
  FIXTURE_NAMES.flatMap((name) => [false, true].flatMap((degraded) => Array.from({ length: SEEDS_PER_FIXTURE }, (_, index) => ({ name, degraded, seed: 1 + index }))));

const requiredPhaseIds = (payload: CourseContentPayload) => normalizeCourse(payload).course.phases.filter((phase) => phase.required).map((phase) => phase.id);

/**
 * Renders one fixture into the page (testing-library's `render`, so the caller's cleanup removes
 * it), walks it with the generic learner, asserts it completed with every disabled forward control
 * explained, and adds it to `tally`.
 */
export async function walkFixture({ name, degraded, seed }: FixtureWalkCase, tally: FixtureWalkTally): Promise<void> {
  const payload = FIXTURES[name]!;
  const random = seededRandom(seed * 7919 + (degraded ? 1 : 0));
  // Each fixture and mode meets its own service styles, not the same eight.
  const serviceSeed = seed * 131 + FIXTURE_NAMES.indexOf(name) * 17 + (degraded ? 7 : 0);
  const service = createServiceModel({ random: seededRandom(serviceSeed), requiredPhaseIds: requiredPhaseIds(payload) });
  const { container } = render(
    <StrictMode>
      <CoursePlayer payload={payload} userId="liveness" degraded={degraded} onSubmit={service.onSubmit} submitTimeoutMs={HANG_DEADLINE_MS} />
    </StrictMode>,
  );
  // Degraded media is its poster and transcript (spec 2.8 rule 7): no <video> on any screen, unasked.
  let videos = 0;
  const observer = new MutationObserver(() => void (videos += container.querySelectorAll('video').length));
  if (degraded) observer.observe(container, { childList: true, subtree: true });
  const walk = await walkGenerically({ user: userEvent.setup(), random, root: container });
  observer.disconnect();
  const story = `${JSON.stringify(service.style)}\n${walk.reason}\n${walk.trail.slice(-15).join('\n')}\nlast answers: ${service.ledger.envelopes.slice(-3).join('\n')}`;
  expect(walk.outcome, story).toBe('completed');
  expect(walk.silentlyDisabled, story).toEqual([]);
  expect(videos, `${name}: a degraded walk showed a <video>`).toBe(0);
  Object.assign(tally, {
    walks: tally.walks + 1,
    bodies: tally.bodies + service.ledger.bodies.length,
    failures: tally.failures + service.ledger.failures,
    hung: tally.hung + service.ledger.hung,
    retakes: tally.retakes + service.ledger.failedPhases.length,
  });
  tally.styles.add(JSON.stringify(service.style));
}

/** The run's one-line figure; `where` names the engine ("in Firefox") when it is a real one. */
export const fixtureWalkFigure = (tally: FixtureWalkTally, where = '') =>
  `liveness (fixtures)${where ? ` ${where}` : ''}: ${tally.walks} walks over ${FIXTURE_NAMES.length} fixture courses, rich and degraded, ${tally.walks} completed, 0 trapped; ` +
  `${tally.styles.size} service styles, ${tally.bodies} bodies, ${tally.failures} retryable failures (${tally.hung} never answered until the player's deadline), ${tally.retakes} retakes; 0 disabled forward controls without a reason`;
