import { chromium, type Browser } from 'playwright';
import { findChromium } from '../../scripts/chromium.mjs';

/**
 * Launches the Chromium the browser project uses (scripts/chromium.mjs: CHROMIUM_PATH, then a
 * system Chromium or Chrome, then Playwright's), headless, for node suites that drive a page.
 */
export function launchChromium(): Promise<Browser> {
  const found = findChromium();
  if (!found.found) throw new Error(found.message);
  return chromium.launch({
    executablePath: found.path,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}
