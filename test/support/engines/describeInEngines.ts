import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe } from 'vitest';
import { ENGINES, type PlaywrightEngineName } from './engines';

/** The engine a suite's body runs in: its name and label, and its browser once launched. */
export interface EngineUnderTest {
  name: PlaywrightEngineName;
  label: string;
  /** The browser launched for this engine's describe block (valid inside its tests). */
  browser: () => Browser;
}

/**
 * Declares `body` once per engine, each in a describe block titled "<title>, in <Engine>" that
 * launches that engine's browser before its tests and closes it after. One engine at a time: the
 * blocks run in order, so two browsers of one suite never compete for the machine.
 */
export function describeInEngines(engines: readonly PlaywrightEngineName[], title: string, body: (engine: EngineUnderTest) => void): void {
  for (const name of engines) {
    const { label, launch } = ENGINES[name];
    describe(`${title}, in ${label}`, () => {
      let browser: Browser | undefined;
      beforeAll(async () => {
        browser = await launch();
      }, 60_000);
      afterAll(async () => {
        await browser?.close();
      });
      body({
        name,
        label,
        browser: () => {
          if (!browser) throw new Error(`${label} was not launched`);
          return browser;
        },
      });
    });
  }
}
