import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe } from 'vitest';
import type { EngineBrowser } from './enginePages';
import { ENGINES, WEBDRIVER_ENGINES, type EngineName, type PlaywrightEngineName } from './engines';
import { playwrightPages } from './playwrightPages';

interface EngineBase<N extends EngineName> {
  name: N;
  label: string;
  /** The engine as engine-neutral pages (./enginePages.ts), valid inside the block's tests. */
  pages: () => EngineBrowser;
}

/**
 * The engine a suite's body runs in: its name and label, its engine-neutral pages and, for an
 * engine Playwright drives, the Playwright browser itself.
 */
export type EngineUnderTest<N extends EngineName = EngineName> = N extends PlaywrightEngineName
  ? EngineBase<N> & {
      /** The browser launched for this engine's describe block (valid inside its tests). */
      browser: () => Browser;
    }
  : EngineBase<N>;

/**
 * Declares `body` once per engine, each in a describe block titled "<title>, in <Engine>" that
 * launches that engine's browser before its tests and closes it after. One engine at a time: the
 * blocks run in order, so two browsers of one suite never compete for the machine. A suite that
 * uses `engine.browser()` (Playwright's API) names Playwright engines only; one written against
 * `engine.pages()` may name WebKit too.
 */
export function describeInEngines<const N extends EngineName>(engines: readonly N[], title: string, body: (engine: EngineUnderTest<N>) => void): void {
  for (const name of engines) {
    const playwright = name in ENGINES ? ENGINES[name as PlaywrightEngineName] : undefined;
    const label = playwright?.label ?? WEBDRIVER_ENGINES[name as keyof typeof WEBDRIVER_ENGINES].label;
    describe(`${title}, in ${label}`, () => {
      let browser: Browser | undefined;
      let pages: EngineBrowser | undefined;
      beforeAll(async () => {
        if (playwright) {
          browser = await playwright.launch();
          pages = playwrightPages(browser);
        } else {
          pages = WEBDRIVER_ENGINES[name as keyof typeof WEBDRIVER_ENGINES].open();
        }
      }, 60_000);
      afterAll(async () => {
        await pages?.close();
      });
      const launched = <T>(value: T | undefined): T => {
        if (!value) throw new Error(`${label} was not launched`);
        return value;
      };
      body({ name, label, pages: () => launched(pages), browser: () => launched(browser) } as unknown as EngineUnderTest<N>);
    });
  }
}
