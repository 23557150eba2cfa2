import type { Browser, BrowserContext, CDPSession, Page } from 'playwright';
import { ENGINES } from './engines/engines';

/** A point in the viewport, in CSS pixels. */
export interface Point {
  x: number;
  y: number;
}

/**
 * A page on a phone-sized touch screen, driven by touch events only (never mouse events): what the
 * touch suite asks of an engine. Another engine joins by implementing this (WebKit, say, through
 * WebDriver's pointer actions of type "touch").
 */
export interface TouchPage {
  goto(url: string): Promise<void>;
  /** Runs `script` in the page with `arg` (both must survive serialising) and gives its result. */
  evaluate<R, A>(script: (arg: A) => R, arg: A): Promise<R>;
  /** A finger down and up at one point. */
  tap(at: Point): Promise<void>;
  /** A finger put down and held. */
  touchStart(at: Point): Promise<void>;
  /** The held finger moved to a point. */
  touchMove(at: Point): Promise<void>;
  /** The held finger lifted. */
  touchEnd(): Promise<void>;
  /** Errors the page threw, in order. */
  errors(): readonly string[];
  close(): Promise<void>;
}

/** A browser engine that can open phone-sized touch pages. */
export interface TouchEngine {
  name: string;
  launch(): Promise<{ newPage(): Promise<TouchPage>; close(): Promise<void> }>;
}

/** An iPhone-sized viewport (iPhone 12 to 15), in CSS pixels. */
export const PHONE = { width: 390, height: 844 };

/**
 * Chromium with touch emulation (`hasTouch`, `isMobile`, a 390x844 viewport at 3x): taps through
 * Playwright's touchscreen, held fingers through the DevTools protocol's `Input.dispatchTouchEvent`,
 * which goes through Chromium's input pipeline as a finger would, gestures (scrolling) included.
 */
export const chromiumTouch: TouchEngine = {
  name: 'Chromium',
  async launch() {
    const browser: Browser = await ENGINES.chromium.launch();
    return {
      async newPage() {
        const context: BrowserContext = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true, deviceScaleFactor: 3 });
        const page: Page = await context.newPage();
        const cdp: CDPSession = await context.newCDPSession(page);
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', points: Point[]) =>
          cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points.map(({ x, y }) => ({ x, y, id: 0, radiusX: 4, radiusY: 4, force: 1 })) });
        return {
          goto: async (url) => void (await page.goto(url)),
          // Playwright types the argument as it arrives after serialising; the interface's callers pass plain data.
          evaluate: <R, A>(script: (arg: A) => R, arg: A) => page.evaluate<R, A>(script as never, arg),
          tap: ({ x, y }) => page.touchscreen.tap(x, y),
          touchStart: async (at) => void (await touch('touchStart', [at])),
          touchMove: async (at) => void (await touch('touchMove', [at])),
          touchEnd: async () => void (await touch('touchEnd', [])),
          errors: () => errors,
          close: () => context.close(),
        };
      },
      close: () => browser.close(),
    };
  },
};
