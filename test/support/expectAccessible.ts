import { getConfig } from '@testing-library/react';
import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * Rules jsdom cannot evaluate, because it draws nothing: colour contrast, and the visible-label check
 * (label-content-name-mismatch), which measures text on a canvas to tell icon ligatures from words.
 * test/browser/stories-axe.test.tsx runs both, with every other rule, on every story in Chromium.
 */
const NEEDS_A_RENDERER = { 'color-contrast': { enabled: false }, 'label-content-name-mismatch': { enabled: false } };

/**
 * Runs axe on a rendered container; serious and critical violations fail. axe takes a while, and a
 * running clock (the timed quiz's countdown) may tick meanwhile: like waitFor, the run goes through
 * Testing Library's async wrapper, so such an update lands as it would for a user and is not
 * reported as "not wrapped in act".
 */
export async function expectAccessible(container: Element): Promise<void> {
  const results: axe.AxeResults = await getConfig().asyncWrapper(() => axe.run(container, { rules: NEEDS_A_RENDERER }));
  const blocking = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`);
  expect(blocking).toEqual([]);
}
