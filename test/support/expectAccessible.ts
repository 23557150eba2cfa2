import { getConfig } from '@testing-library/react';
import axe from 'axe-core';
import { expect } from 'vitest';
import { failingAxeFindings } from './axeFindings';

/**
 * Rules jsdom cannot evaluate, because it draws nothing: colour contrast, and the visible-label check
 * (label-content-name-mismatch), which measures text on a canvas to tell icon ligatures from words.
 * test/browser/stories-axe.test.tsx runs both, with every other rule, on every story in Chromium.
 */
const NEEDS_A_RENDERER = { 'color-contrast': { enabled: false }, 'label-content-name-mismatch': { enabled: false } };

/**
 * Runs axe on a rendered container; every violation fails, whatever its impact, unless its rule is
 * listed with a reason in ALLOWED_AXE_FINDINGS (axeFindings.ts). axe takes a while, and a
 * running clock (the timed quiz's countdown) may tick meanwhile: like waitFor, the run goes through
 * Testing Library's async wrapper, so such an update lands as it would for a user and is not
 * reported as "not wrapped in act".
 */
export async function expectAccessible(container: Element): Promise<void> {
  const results: axe.AxeResults = await getConfig().asyncWrapper(() => axe.run(container, { rules: NEEDS_A_RENDERER }));
  expect(failingAxeFindings(results.violations)).toEqual([]);
}
