import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { WebdriverBrowserProvider, webdriverio } from '@vitest/browser-webdriverio';
import { PNG } from 'pngjs';
import type { BrowserCommandContext, BrowserProvider, TestProject } from 'vitest/node';
import { startWebKitDriver, webkitCapabilities, type WebKitDriver } from './webkit.ts';

/**
 * Vitest's webdriverio provider, pointed at a WebKitWebDriver of its own: the first page it opens
 * starts Xvfb and the driver (so `npm test` needs nothing started by hand, and a run that selects no
 * WebKit test starts nothing), and closing the provider ends both.
 *
 * Two things differ from the stock provider. It knows only the browser names WebDriver vendors use
 * (chrome, firefox, edge, safari) and sends the project's name as `browserName`; WebKitWebDriver
 * matches only its own browser's name (`MiniBrowser`), so the capabilities are replaced whole. And
 * the project names its browser `webkit`, which also tells Vitest's locators which engine's quirks
 * to expect.
 */
class WebKitGtkProvider extends WebdriverBrowserProvider {
  private driver: Promise<WebKitDriver> | undefined;

  constructor(project: TestProject) {
    super(project, {});
    // The stock method adds vendor headless flags by browser name; MiniBrowser under Xvfb needs none.
    Object.assign(this, { buildCapabilities: () => ({ ...webkitCapabilities }) });
  }

  override async openBrowser(): Promise<WebdriverIO.Browser> {
    if (!this.browser) {
      this.driver ??= startWebKitDriver();
      const { hostname, port } = await this.driver;
      // The stock provider passes its options to webdriverio's `remote` as they are.
      Object.assign(this, { options: { hostname, port, logLevel: 'silent', connectionRetryCount: 0 } });
    }
    return super.openBrowser();
  }

  /**
   * The stock provider resizes the window, and Vitest's page shows the test in a frame as wide as
   * the window. MiniBrowser's window is never narrower than its header bar (447 px measured), so a
   * 320 px test would run at 447: the test frame itself is given the size asked for.
   */
  override async setViewport(options: { width: number; height: number }): Promise<void> {
    await super.setViewport(options);
    const browser = this.browser!;
    const inFrame = this.isIframeSwitched();
    if (inFrame) await this.switchToMainFrame();
    await browser.execute(
      (width: number, height: number) => {
        const frame = document.querySelector<HTMLIFrameElement>('iframe[data-vitest]');
        if (frame) Object.assign(frame.style, { width: `${width}px`, height: `${height}px` });
      },
      options.width,
      options.height,
    );
    if (inFrame) await this.switchToTestFrame();
  }

  override async openPage(sessionId: string, url: string): Promise<void> {
    await super.openPage(sessionId, url);
    if (this.browser) this.watchDialogs(this.browser);
  }

  private dialogTimer: ReturnType<typeof setInterval> | undefined;
  private readonly dismissedDialogs: string[] = [];

  /** The texts of the dialogs dismissed since the last call. */
  takeDismissedDialogs(): string[] {
    return this.dismissedDialogs.splice(0);
  }

  /**
   * Dismisses any dialog the page opens, a quarter second later, and keeps its text for the
   * `takeDismissedDialogs` command. Playwright dismisses dialogs for Chromium; over classic WebDriver
   * an open dialog blocks the page's script until a driver command handles it, and Vitest's own
   * traffic with the page goes over its WebSocket, so without this a stray alert() hangs the run.
   */
  private watchDialogs(browser: WebdriverIO.Browser): void {
    if (this.dialogTimer) return;
    let busy = false;
    this.dialogTimer = setInterval(async () => {
      if (busy) return;
      busy = true;
      try {
        const text = await browser.getAlertText();
        this.dismissedDialogs.push(text);
        await browser.dismissAlert();
      } catch {
        // no dialog open
      } finally {
        busy = false;
      }
    }, 250);
  }

  override async close(): Promise<void> {
    clearInterval(this.dialogTimer);
    try {
      await super.close();
    } finally {
      const driver = this.driver;
      this.driver = undefined;
      await (await driver?.catch(() => undefined))?.stop();
    }
  }
}

/** Commands the WebKit project's tests call (test/support/engines/webkit-setup.ts). */
export const webkitCommands = {
  takeDismissedDialogs: async (context: BrowserCommandContext) => (context.provider as unknown as WebKitGtkProvider).takeDismissedDialogs(),
  /**
   * Saves the test frame as the learner sees it to `path` (from the project root). WebKitWebDriver's
   * element shots inside a frame come out offset and as wide as the window, so the window is shot
   * whole and cut to the frame, which sits at the top left of Vitest's page.
   */
  shootFrame: async (context: BrowserCommandContext, path: string, width: number, height: number) => {
    const provider = context.provider as unknown as WebKitGtkProvider;
    const inFrame = provider.isIframeSwitched();
    if (inFrame) await provider.switchToMainFrame();
    const shot = PNG.sync.read(Buffer.from(await context.browser.takeScreenshot(), 'base64'));
    if (inFrame) await provider.switchToTestFrame();
    const frame = new PNG({ width: Math.min(width, shot.width), height: Math.min(height, shot.height) });
    PNG.bitblt(shot, frame, 0, 0, frame.width, frame.height, 0, 0);
    const file = resolve(context.project.config.root, path);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, PNG.sync.write(frame));
  },
};

/** The `provider` of a Vitest browser project that runs in WebKitGTK's MiniBrowser; its instance is `{ browser: 'webkit' }`. */
export function webkitgtk(): ReturnType<typeof webdriverio> {
  // The cast: the Playwright and webdriverio providers each declare their own CDP session type onto
  // vitest/node, and the two clash when both are installed; CDP is never asked of WebKit here.
  return { ...webdriverio(), supportedBrowser: ['webkit'], providerFactory: (project) => new WebKitGtkProvider(project) as unknown as BrowserProvider };
}
