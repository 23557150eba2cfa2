/**
 * The few page operations the node-driven suites that run in every engine use, the same whether
 * Playwright (Chromium, Firefox) or classic WebDriver (WebKitGTK) drives the browser. The walks
 * themselves run inside the page (the built test pages' `window.__play`, `__run`), so a suite needs
 * few clicks from the driver: it opens pages, reads them with `evaluate`, reloads, and takes the
 * network away; `click` is for what only a real click does (opening a window, giving a frame focus).
 */
export interface EnginePage {
  goto(url: string): Promise<void>;
  reload(): Promise<void>;
  /**
   * Clicks the element `selector` with the driver's pointer, as a learner does: the browser treats
   * it as the user's (a window it opens is no pop-up to block, the frame it is in takes the
   * keyboard), which a click dispatched by script is not. `inFrames`: the selectors of the frames
   * it is in, outermost first (the driver goes into frames of any origin; a page's script cannot).
   */
  click(selector: string, inFrames?: readonly string[]): Promise<void>;
  /**
   * Runs `fn(arg)` in the page and gives its (awaited) result; rejects when the page navigates
   * away first, as a walk cut short by a reload does. Several may run at once, in several pages.
   */
  evaluate<R, A = undefined>(fn: (arg: A) => R | Promise<R>, arg?: A): Promise<Awaited<R>>;
  /** Uncaught errors and unhandled rejections the page has had so far, across reloads. */
  pageErrors(): Promise<string[]>;
  /**
   * The console's CSP and Trusted Types messages so far, where the driver reports the console
   * (Playwright does; classic WebDriver does not, and gives []: the page's own
   * securitypolicyviolation listener is the evidence there).
   */
  cspConsoleMessages(): Promise<string[]>;
  close(): Promise<void>;
}

/** Pages sharing one origin's storage, locks and network, as the tabs of one browser profile do. */
export interface EngineContext {
  newPage(): Promise<EnginePage>;
  /**
   * Takes the network away from every page of the context, or gives it back: requests fail as on
   * a dead connection, `navigator.onLine` says so and `offline`/`online` fire.
   */
  setOffline(offline: boolean): Promise<void>;
  close(): Promise<void>;
}

/**
 * The test server a context's pages talk to: only its origin is reachable (anything else, the
 * course's https images and media, fails at once), and `cutNetwork` makes it drop every request
 * for engines whose driver cannot take the network away (./hostBuiltPage.ts).
 */
export interface PageServer {
  readonly origin: string;
  /** Other origins the pages may reach (the same server under another host name, as a second site). */
  readonly alsoReachable?: readonly string[];
  cutNetwork(cut: boolean): void;
}

/** A launched engine, giving fresh contexts. */
export interface EngineBrowser {
  newContext(server: PageServer): Promise<EngineContext>;
  close(): Promise<void>;
}
