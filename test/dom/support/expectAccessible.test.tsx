import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from '../../support/expectAccessible';

/**
 * The axe helper every jsdom suite uses fails on a finding of any impact: a fixture with one
 * planted minor or moderate finding must not pass as accessible.
 */
describe('expectAccessible', () => {
  it('passes a clean fixture', async () => {
    const { container } = render(<main><h2>Dosing</h2><p>Start low.</p></main>);
    await expectAccessible(container);
  });

  it.each([
    ['a minor finding (an empty heading)', <main><h2>{''}</h2><p>Text.</p></main>, /empty-heading \(minor\)/],
    ['a moderate finding (a heading that skips levels)', <main><h2>Dosing</h2><h5>Day one</h5></main>, /heading-order \(moderate\)/],
  ])('fails on %s', async (_name, fixture, finding) => {
    const { container } = render(fixture);
    await expect(expectAccessible(container)).rejects.toThrow(finding);
  });
});
