import { createServer, type Server } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { type Browser } from 'playwright';
import { launchChromium } from '../support/launchChromium';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportFigure } from './figure';
import { listenLocally, serveBuiltFile } from '../support/builtPage';

/**
 * Suite 5: a production build of a host page, served with a strict CSP and Trusted Types, plays
 * the sample course to the end in Chromium. Any securitypolicyviolation fails the run.
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

const here = fileURLToPath(new URL('.', import.meta.url));
const pageRoot = join(here, 'csp-page');

let outDir = '';
let server: Server;
let origin = '';
let browser: Browser;

beforeAll(async () => {
  outDir = await mkdtemp(join(tmpdir(), 'ce-csp-'));
  await build({
    configFile: false,
    root: pageRoot,
    logLevel: 'silent',
    plugins: [react()],
    resolve: {
      alias: [
        { find: /^vitest$/, replacement: join(pageRoot, 'vitest-shim.ts') },
        { find: /^@testing-library\/react$/, replacement: join(pageRoot, 'testing-library-shim.ts') },
      ],
    },
    build: { outDir, emptyOutDir: true, target: 'es2022', minify: false, reportCompressedSize: false },
  });
  server = createServer(async (request, response) => {
    await serveBuiltFile(outDir, new URL(request.url ?? '/', 'http://x').pathname, response, { 'Content-Security-Policy': CSP });
  });
  origin = await listenLocally(server);
  browser = await launchChromium();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

async function play(mode: 'degraded' | 'full') {
  const page = await browser.newPage();
  const consoleViolations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Trusted Type/i.test(message.text())) consoleViolations.push(message.text());
  });
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  // No network beyond the page itself: media and images on https hosts are simply not fetched.
  await page.route((url) => !url.href.startsWith(origin), (route) => route.abort());
  const header = (await page.goto(`${origin}/?mode=${mode}`))?.headers()['content-security-policy'];
  const run = await page.evaluate(() => window.__run);
  // Late violations (a lazy image, a reveal) get a moment to arrive.
  await page.waitForTimeout(300);
  const violations = await page.evaluate(() => window.__violations);
  const walkConsoleViolations = [...consoleViolations];
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
  await page.close();
  return { header, run, violations, consoleViolations: walkConsoleViolations, pageErrors, control };
}

describe('strict CSP with Trusted Types (suite 5)', () => {
  it('plays the sample course to completion, through the fallbacks and through the full renderers, with 0 violations', async () => {
    const degraded = await play('degraded');
    expect(degraded.header).toBe(CSP);
    expect(degraded.violations).toEqual([]);
    expect(degraded.consoleViolations).toEqual([]);
    expect(degraded.pageErrors).toEqual([]);
    expect(degraded.run.outcome, degraded.run.stuckReason ?? '').toBe('completed');
    expect(degraded.control).toEqual({ cssom: 0, attribute: 1, innerHtml: 1, innerHtmlThrew: true });

    const full = await play('full');
    expect(full.violations).toEqual([]);
    expect(full.consoleViolations).toEqual([]);
    expect(full.pageErrors).toEqual([]);
    expect(full.run.outcome, full.run.stuckReason ?? '').toBe('completed');
    // The same screens and bodies as the fallback walk: the drag boards and card flip were played, not skipped.
    expect({ screens: full.run.screens, submissions: full.run.submissions }).toEqual({ screens: degraded.run.screens, submissions: degraded.run.submissions });

    reportFigure(`strict CSP + Trusted Types: degraded walk ${degraded.run.outcome} (${degraded.run.screens} screens, ${degraded.run.submissions} submissions), full walk ${full.run.outcome} (${full.run.screens} screens, ${full.run.submissions} submissions); 0 securitypolicyviolation events`);
  }, 180_000);
});
