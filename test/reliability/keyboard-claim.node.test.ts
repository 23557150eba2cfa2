import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { serveBuiltFile } from '../support/engines/builtPage';
import { describeInEngines } from '../support/engines/describeInEngines';
import { hostBuiltPage } from '../support/engines/hostBuiltPage';
import { pressKeys } from '../support/engines/pressKeys';
import { creditClaimFigure, expectCreditClaimWalk } from '../support/keyboardClaim';
import { reportFigure } from './figure';

/**
 * The sample course by keyboard alone to a credit claim (../support/keyboardClaim.tsx), in a page
 * of its own: Firefox's in-page test frame loses the keyboard for good once Tab leaves it
 * (docs/browsers.md), which a learner's page, with no frame around it, does not. The walk runs in
 * the page; each key it presses is a real one from Playwright's keyboard, and no pointer is used.
 * axe checks every screen state the keyboard reaches there.
 */
const host = hostBuiltPage(fileURLToPath(new URL('keyboard-page', import.meta.url)), (outDir) => async (request, response) => {
  await serveBuiltFile(outDir, new URL(request.url ?? '/', 'http://x').pathname, response);
});

describeInEngines(['firefox'], 'the sample course by keyboard alone, to a credit claim, in a page of its own', (engine) => {
  it('shows the disclosure first, plays every phase with its reviews, claims 1.25 of 1.5 pharmacy hours and shows the certificate', async () => {
    const page = await engine.browser().newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.route((url) => !url.href.startsWith(host.origin), (route) => route.abort());
    await page.exposeFunction('__pressKeys', (keys: string) => pressKeys(page.keyboard, keys));
    await page.goto(host.origin);
    const walk = await page.evaluate(() => window.__walkToClaim());
    await page.close();
    expect(pageErrors).toEqual([]);
    expectCreditClaimWalk(walk);
    // axe on every screen the keyboard reached, shown and answered, the disclosure and the certificate (the in-page keyboard-axe suite cannot run here).
    const checked = Object.keys(walk.screenFindings);
    expect(checked.length).toBeGreaterThan(2 * walk.screens);
    expect(Object.entries(walk.screenFindings).filter(([, findings]) => findings.length > 0)).toEqual([]);
    reportFigure(`${creditClaimFigure(walk, engine.label)}; ${checked.length} screen states axe-clean`);
  }, 240_000);
});
