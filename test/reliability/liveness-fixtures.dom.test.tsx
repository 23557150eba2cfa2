import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, it } from 'vitest';
import { installDomPolyfills, layOutDragBoard } from '../dom/renderers/support';
import { createFixtureWalkTally, fixtureWalkCases, fixtureWalkFigure, walkFixture } from './liveness/fixtureWalks';
import { reportFigure } from './figure';

/**
 * Liveness over every fixture course (docs/reliability.md, "A learner is never trapped"): whatever the seeded service answers within the
 * spec, a learner who knows nothing of the course reaches the completion view, rich and degraded,
 * and every disabled forward control says why. Each seed replays exactly (`SEED` in the name).
 * The same walks run in Chromium, Firefox and WebKit (liveness-fixtures.browser.test.tsx).
 */
let restoreLayout: () => void;
beforeAll(() => {
  installDomPolyfills();
  restoreLayout = layOutDragBoard();
});
const tally = createFixtureWalkTally();
afterAll(() => {
  restoreLayout();
  reportFigure(fixtureWalkFigure(tally));
});
afterEach(cleanup);

describe('a learner is never trapped on a fixture course', () => {
  // A whole method course walked in jsdom takes 5-18 s while the browser projects share the two
  // cores; the walker's own action guard still ends a trapped walk as stuck long before this.
  it.each(fixtureWalkCases())('$name, degraded $degraded, SEED $seed: reaches the completion view', (walkCase) => walkFixture(walkCase, tally), 90_000);
});
