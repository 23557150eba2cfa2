import { PlaywrightBrowserProvider, playwright, type PlaywrightProviderOptions } from '@vitest/browser-playwright';
import type { Frame, Page } from 'playwright';
import type { BrowserProvider } from 'vitest/node';

/** Vitest's test frame: the orchestrator marks it so (and names it `vitest-iframe`). */
const TEST_FRAME = 'iframe[data-vitest="true"]';

/**
 * The page's test frame, found by its element. Vitest's provider looks the frame up by name, and
 * Playwright over WebDriver BiDi learns a child frame's name a round trip after the frame is
 * created: when the frame commits its page first, the name never reaches Playwright's client
 * (measured: 3 of 30 frames with Firefox ESR 153 and Playwright 1.64). Every command that asks for
 * the frame (`userEvent.keyboard` among them) then fails with "Cannot find vitest-iframe".
 */
export async function testFrameOf(page: Page): Promise<Frame> {
  const named = page.frame('vitest-iframe');
  if (named) return named;
  const element = await page.locator(TEST_FRAME).last().elementHandle({ timeout: 10_000 });
  const frame = await element.contentFrame();
  if (!frame) throw new Error(`The test frame (${TEST_FRAME}) has no document.`);
  return frame;
}

/** Vitest's Playwright provider with the test frame found by its element (testFrameOf). */
class FirefoxBidiProvider extends PlaywrightBrowserProvider {
  override getCommandsContext(sessionId: string): ReturnType<PlaywrightBrowserProvider['getCommandsContext']> {
    const context = super.getCommandsContext(sessionId);
    return Object.defineProperties(context, { frame: { value: () => testFrameOf(context.page) } });
  }
}

/** The `provider` of the Firefox in-page project: Playwright's, over the moz-firefox channel. */
export function firefoxBidi(options: PlaywrightProviderOptions): ReturnType<typeof playwright> {
  return { ...playwright(options), providerFactory: (project) => new FirefoxBidiProvider(project, options) as unknown as BrowserProvider };
}
