import { describe, expect, it } from 'vitest';
import { mount } from '../support/mount';
import { blockingAxeViolations } from '../support/storyAxe';

/** The axe helper of the Chromium suites fails on a finding of any impact, as the jsdom one does. */
describe('blockingAxeViolations', () => {
  it('finds nothing in a clean fixture', async () => {
    const { container, unmount } = await mount(<main><h2>Dosing</h2><p>Start low.</p></main>);
    const found = await blockingAxeViolations(container);
    await unmount();
    expect(found).toEqual([]);
  });

  it('lists a planted minor finding (an empty heading)', async () => {
    const { container, unmount } = await mount(<main><h2>{''}</h2><p>Start low.</p></main>);
    const found = await blockingAxeViolations(container);
    await unmount();
    expect(found).toEqual([expect.stringMatching(/^empty-heading \(minor\): /)]);
  });
});
