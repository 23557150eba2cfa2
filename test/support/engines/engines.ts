import { chromium, firefox, type Browser } from 'playwright';
import { findChromium } from '../../../scripts/chromium.mjs';
import { findFirefox } from '../../../scripts/firefox.mjs';
import type { EngineBrowser } from './enginePages';
import { webkitPages } from './webkitPages';

/**
 * Every engine the node-driven suites can drive, by name, and how to launch it. A suite names the
 * engines it runs in (./describeInEngines.ts); it never launches a browser itself. Each entry says
 * its driver: the suites written against Playwright's API take the `playwright` ones; the suites
 * written against the engine-neutral pages (./enginePages.ts) take any, WebKitGTK included, which
 * is driven over classic WebDriver (./webkitPages.ts).
 */
export interface PlaywrightEngine {
  /** The engine's name as a title or a figure says it. */
  label: string;
  driver: 'playwright';
  /** A fresh headless browser of this engine. */
  launch: () => Promise<Browser>;
}

/** The executable a finder in scripts/ chose, or its one-line advice as an error. */
function found(choice: { found: true; path: string } | { found: false; message: string }): string {
  if (!choice.found) throw new Error(choice.message);
  return choice.path;
}

export const ENGINES = {
  chromium: {
    label: 'Chromium',
    driver: 'playwright',
    launch: () =>
      chromium.launch({
        executablePath: found(findChromium()),
        args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
      }),
  },
  firefox: {
    label: 'Firefox',
    driver: 'playwright',
    // A real Firefox over WebDriver BiDi (docs/testing.md: why Playwright is pinned to 1.64).
    launch: () => firefox.launch({ channel: 'moz-firefox', executablePath: found(findFirefox()) }),
  },
} satisfies Record<string, PlaywrightEngine>;

/** An engine a Playwright-driven suite can run in. */
export type PlaywrightEngineName = keyof typeof ENGINES;

/** An engine driven over classic WebDriver: only the engine-neutral pages. */
export interface WebDriverEngine {
  label: string;
  driver: 'webdriver';
  /** Nothing starts until a context is opened (each is a session of its own). */
  open: () => EngineBrowser;
}

export const WEBDRIVER_ENGINES = {
  // Debian's WebKitGTK MiniBrowser under an Xvfb of its own (./webkit.ts).
  webkit: { label: 'WebKit', driver: 'webdriver', open: webkitPages },
} satisfies Record<string, WebDriverEngine>;

/** Every engine a suite written against ./enginePages.ts can run in. */
export type EngineName = PlaywrightEngineName | keyof typeof WEBDRIVER_ENGINES;
