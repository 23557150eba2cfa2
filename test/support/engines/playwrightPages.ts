import type { Browser, FrameLocator, Page } from 'playwright';
import type { EngineBrowser, EngineContext, EnginePage, PageServer } from './enginePages';

const CSP_MESSAGE = /Content Security Policy|Trusted Type/i;

/** A Playwright page as an {@link EnginePage}: anything but the server's origin (and those it names as also reachable) is aborted. */
async function playwrightPage(page: Page, server: PageServer): Promise<EnginePage> {
  const errors: string[] = [];
  const cspMessages: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (CSP_MESSAGE.test(message.text())) cspMessages.push(message.text());
  });
  const reachable = [server.origin, ...(server.alsoReachable ?? [])];
  await page.route((url) => !reachable.some((origin) => url.href.startsWith(`${origin}/`)), (route) => route.abort());
  return {
    goto: async (url) => void (await page.goto(url)),
    reload: async () => void (await page.reload()),
    click: (selector, inFrames = []) => inFrames.reduce<Page | FrameLocator>((scope, frame) => scope.frameLocator(frame), page).locator(selector).click(),
    evaluate: (fn, arg) => page.evaluate(fn as never, arg) as never,
    pageErrors: async () => [...errors],
    cspConsoleMessages: async () => [...cspMessages],
    close: () => page.close(),
  };
}

/** A launched Playwright browser as an {@link EngineBrowser}: a context is a Playwright context, offline is Playwright's own. */
export function playwrightPages(browser: Browser): EngineBrowser {
  return {
    async newContext(server): Promise<EngineContext> {
      const context = await browser.newContext();
      return {
        newPage: async () => playwrightPage(await context.newPage(), server),
        setOffline: (offline) => context.setOffline(offline),
        close: () => context.close(),
      };
    },
    close: () => browser.close(),
  };
}
