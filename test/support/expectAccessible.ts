import axe from 'axe-core';
import { expect } from 'vitest';

/** Runs axe on a rendered container; serious and critical violations fail (jsdom cannot judge contrast). */
export async function expectAccessible(container: Element): Promise<void> {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  const blocking = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`);
  expect(blocking).toEqual([]);
}
