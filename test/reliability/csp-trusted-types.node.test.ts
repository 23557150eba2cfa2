import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { serveBuiltFile } from '../support/engines/builtPage';
import { describeInEngines } from '../support/engines/describeInEngines';
import type { EngineBrowser } from '../support/engines/enginePages';
import { hostBuiltPage } from '../support/engines/hostBuiltPage';
import { reportFigure } from './figure';

/**
 * Suite 5: a production build of a host page, served with a strict CSP and Trusted Types, plays
 * the sample course to the end in each engine. Any securitypolicyviolation fails the run. Trusted
 * Types are feature-detected: in an engine without them the policy's last directive means nothing,
 * and the run proves the strict CSP alone.
 */
export const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  'img-src https: data:',
  'media-src https:',
  'frame-src https:',
  "require-trusted-types-for 'script'",
].join('; ');

const host = hostBuiltPage(fileURLToPath(new URL('csp-page', import.meta.url)), (outDir) => async (request, response) => {
  await serveBuiltFile(outDir, new URL(request.url ?? '/', 'http://x').pathname, response, { 'Content-Security-Policy': CSP });
});

async function play(engine: EngineBrowser, mode: 'degraded' | 'full') {
  const { origin } = host;
  const url = `${origin}/?mode=${mode}`;
  // What the server sends; that the engine enforces it is the controls' business below.
  const header = (await fetch(url)).headers.get('content-security-policy');
  // No network beyond the page itself: media and images on https hosts are simply not fetched.
  const context = await engine.newContext(host);
  const page = await context.newPage();
  await page.goto(url);
  const trustedTypes = await page.evaluate(() => typeof (window as { trustedTypes?: { createPolicy?: unknown } }).trustedTypes?.createPolicy === 'function');
  const run = await page.evaluate(() => window.__run);
  // Late violations (a lazy image, a reveal) get a moment to arrive.
  await new Promise((resolve) => setTimeout(resolve, 300));
  const violations = await page.evaluate(() => window.__violations);
  const walkConsoleViolations = await page.cspConsoleMessages();
  // Playwright over BiDi reports Firefox's CSP messages as page errors: the walk's are taken before the controls make theirs.
  const walkPageErrors = await page.pageErrors();
  // Controls: a CSSOM write (what React's style prop does) passes; a parsed style attribute and a
  // string assigned to innerHTML are reported, so the listener does see violations on this page.
  const control = await page.evaluate(async () => {
    const settle = () => new Promise((resolve) => setTimeout(resolve, 50));
    const probe = document.createElement('div');
    document.body.append(probe);
    const before = window.__violations.length;
    probe.style.setProperty('--method-hotspot-x', '40%');
    await settle();
    const afterCssom = window.__violations.length;
    probe.setAttribute('style', 'color: red');
    await settle();
    const afterAttribute = window.__violations.length;
    let innerHtmlThrew = false;
    try {
      probe.innerHTML = '<b>raw</b>';
    } catch {
      innerHtmlThrew = true;
    }
    await settle();
    probe.remove();
    return { cssom: afterCssom - before, attribute: afterAttribute - afterCssom, innerHtml: window.__violations.length - afterAttribute, innerHtmlThrew };
  });
  await context.close();
  return { header, trustedTypes, run, violations, consoleViolations: walkConsoleViolations, pageErrors: walkPageErrors, control };
}

describeInEngines(['chromium', 'firefox', 'webkit'], 'strict CSP with Trusted Types (suite 5)', (engine) => {
  it('plays the sample course to completion, through the fallbacks and through the full renderers, with 0 violations', async () => {
    const degraded = await play(engine.pages(), 'degraded');
    expect(degraded.header).toBe(CSP);
    expect(degraded.violations).toEqual([]);
    expect(degraded.consoleViolations).toEqual([]);
    expect(degraded.pageErrors).toEqual([]);
    expect(degraded.run.outcome, degraded.run.stuckReason ?? '').toBe('completed');
    // Without Trusted Types a string assigned to innerHTML is simply written: no report, no throw.
    const enforced = degraded.trustedTypes;
    expect(degraded.control).toEqual({ cssom: 0, attribute: 1, innerHtml: enforced ? 1 : 0, innerHtmlThrew: enforced });

    const full = await play(engine.pages(), 'full');
    expect(full.violations).toEqual([]);
    expect(full.consoleViolations).toEqual([]);
    expect(full.pageErrors).toEqual([]);
    expect(full.run.outcome, full.run.stuckReason ?? '').toBe('completed');
    // The same screens and bodies as the fallback walk: the drag boards and card flip were played, not skipped.
    expect({ screens: full.run.screens, submissions: full.run.submissions }).toEqual({ screens: degraded.run.screens, submissions: degraded.run.submissions });

    reportFigure(`strict CSP${enforced ? ' + Trusted Types' : ' (no Trusted Types in this engine)'} in ${engine.label}: degraded walk ${degraded.run.outcome} (${degraded.run.screens} screens, ${degraded.run.submissions} submissions), full walk ${full.run.outcome} (${full.run.screens} screens, ${full.run.submissions} submissions); 0 securitypolicyviolation events`);
  }, 180_000);
});
