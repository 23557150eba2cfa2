import '../../styles/method.css';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, describe, it } from 'vitest';
import { inPageEngineLabel } from '../support/engines/inPageEngine';
import { createFixtureWalkTally, fixtureWalkCases, fixtureWalkFigure, walkFixture } from './liveness/fixtureWalks';
import { reportFigureFromBrowser } from './figureFromBrowser';

/**
 * The liveness property's fixture walks (liveness-fixtures.dom.test.tsx) in a real engine: every
 * fixture course, rich and degraded, against the seeded service, walked by the generic learner
 * with the engine's own layout (drag boards measured, not stood in for), focus and events. The
 * learner's presses are testing-library's events dispatched in the page, so 64 whole courses fit
 * in each engine's run; real input is what the keyboard walks prove.
 */
const tally = createFixtureWalkTally();
afterEach(cleanup);
afterAll(() => reportFigureFromBrowser(fixtureWalkFigure(tally, `in ${inPageEngineLabel}`)));

describe(`a learner is never trapped on a fixture course, in ${inPageEngineLabel}`, () => {
  it.each(fixtureWalkCases())('$name, degraded $degraded, SEED $seed: reaches the completion view', (walkCase) => walkFixture(walkCase, tally), 90_000);
});
