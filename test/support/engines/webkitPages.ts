import type { EngineBrowser, EngineContext, EnginePage, PageServer } from './enginePages';
import { openWebKitSession } from './webkit';

/**
 * WebKitGTK's MiniBrowser as an {@link EngineBrowser}, over classic WebDriver. A context is one
 * WebDriver session (its own MiniBrowser, Xvfb and driver: nothing stored in another context), a
 * page is one of its windows: the windows of a session share localStorage and Web Locks, as two
 * tabs do. Classic WebDriver runs one command at a time per session and none of its commands
 * outlives a script timeout, so:
 *  - every command switches to its page's window first, one command at a time;
 *  - `evaluate` starts the function in the page and comes back within a fifth of a second; a
 *    longer one (a walk) is polled for, so walks in two windows run at once;
 *  - there is no network emulation: offline is the test server dropping every request (a fetch
 *    fails as on a dead connection) and each page told as the browser tells it, `navigator.onLine`
 *    false and an `offline` event (`online` when it comes back);
 *  - there is no event stream: the page records its own errors (test/reliability/pageErrors.ts,
 *    imported first by the built test pages) and they are read before each navigation; the
 *    console is not read.
 */

/** A mutual exclusion: classic WebDriver has one current window and runs one command at a time. */
function serially() {
  let last: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>): Promise<T> => {
    const run = last.then(task, task);
    last = run.catch(() => undefined);
    return run;
  };
}

// Runs inside the page: \`fn\` is the call's source, written into the script (a page under a strict
// CSP may not compile strings itself; WebDriver's own scripts may). The result is kept on
// \`window.__engineCalls\` until read; an error keeps its message (what Playwright rejects with).
const startCall = (fn: string) => `
const [arg, id] = arguments;
const calls = (window.__engineCalls ??= {});
calls[id] = { done: false };
Promise.resolve().then(() => (${fn})(arg)).then(
  (value) => { calls[id] = { done: true, value }; },
  (error) => { calls[id] = { done: true, error: String(error && error.message || error) }; },
);
return new Promise((resolve) => {
  const started = Date.now();
  const tick = () => (calls[id].done ? resolve(calls[id]) : Date.now() - started >= 200 ? resolve({ done: false }) : setTimeout(tick, 10));
  tick();
});`;
const READ_CALL = `const calls = window.__engineCalls; return calls ? calls[arguments[0]] ?? { gone: true } : { gone: true };`;
const FORGET_CALL = `if (window.__engineCalls) delete window.__engineCalls[arguments[0]];`;
const PAGE_ERRORS = `return window.__pageErrors ? window.__pageErrors.slice() : [];`;
// Tells the page the network went or came back at the wall-clock time \`at\` (every window of the
// machine shares the clock), so that the pages of a context hear it at once, as a browser's tabs do.
const TELL_NETWORK = `
const [online, at] = arguments;
setTimeout(() => {
  Object.defineProperty(Navigator.prototype, 'onLine', { get: () => online, configurable: true });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}, Math.max(0, at - Date.now()));`;
/** Time enough to reach every page of a context before the moment they are told to hear it. */
const TELL_AHEAD_MS = 250;

type CallState = { done: boolean; value?: unknown; error?: string; gone?: boolean };

let nextCall = 0;
/** The key of an element reference in classic WebDriver's wire format. */
const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';

async function webkitContext(server: PageServer): Promise<EngineContext> {
  const session = await openWebKitSession();
  const { browser } = session;
  await browser.setTimeout({ script: 30_000 });
  const inTurn = serially();
  let current = await browser.getWindowHandle();
  /** A window no page holds: the session's first, or the last page's once closed. */
  let spare: string | undefined = current;
  const pages = new Set<{ handle: string; tell: (online: boolean, at: number) => Promise<void> }>();
  let offline = false;

  /** Runs `command` with `handle`'s window current, in turn with every other command of the session. */
  const inWindow = <T>(handle: string, command: () => Promise<T>) =>
    inTurn(async () => {
      if (current !== handle) {
        await browser.switchToWindow(handle);
        current = handle;
      }
      return command();
    });

  async function newPage(): Promise<EnginePage> {
    const handle = spare ?? (await inTurn(() => browser.createWindow('window'))).handle;
    spare = undefined;
    const errors: string[] = [];
    /** Bumped by every navigation: a call started before it can no longer answer. */
    let generation = 0;
    const keepErrors = async () => errors.push(...((await browser.executeScript(PAGE_ERRORS, [])) as string[]));
    const navigate = (go: () => Promise<unknown>) =>
      inWindow(handle, async () => {
        if (generation > 0) await keepErrors().catch(() => undefined);
        generation += 1;
        await go();
        if (offline) await browser.executeScript(TELL_NETWORK, [false, 0]);
      });
    const page = { handle, tell: (online: boolean, at: number) => inWindow(handle, async () => void (await browser.executeScript(TELL_NETWORK, [online, at]))) };
    pages.add(page);
    return {
      goto: (url) => navigate(() => browser.url(url)),
      reload: () => navigate(() => browser.refresh()),
      click: (selector, inFrames = []) =>
        inWindow(handle, async () => {
          try {
            // switchFrame, not the deprecated switchToFrame (a notice on every call); over classic WebDriver
            // it passes a raw element reference on as is, which its types do not name.
            for (const frame of inFrames) await browser.switchFrame((await browser.findElement('css selector', frame)) as never);
            await browser.elementClick((await browser.findElement('css selector', selector))[ELEMENT]);
          } finally {
            await browser.switchFrame(null);
          }
        }),
      async evaluate(fn, arg) {
        const id = `c${(nextCall += 1)}`;
        const started = generation;
        let state = await inWindow(handle, () => browser.executeScript(startCall(fn.toString()), [arg ?? null, id]) as Promise<CallState>);
        while (!state.done) {
          await new Promise((resolve) => setTimeout(resolve, 100));
          if (generation !== started) throw new Error('the page navigated away while the call ran');
          state = await inWindow(handle, () => browser.executeScript(READ_CALL, [id]) as Promise<CallState>);
          if (state.gone) throw new Error('the page navigated away while the call ran');
        }
        await inWindow(handle, () => browser.executeScript(FORGET_CALL, [id]));
        if (state.error !== undefined) throw new Error(state.error);
        return state.value as never;
      },
      pageErrors: () => inWindow(handle, async () => [...errors, ...((await browser.executeScript(PAGE_ERRORS, [])) as string[])]),
      cspConsoleMessages: async () => [],
      async close() {
        pages.delete(page);
        // The session's last window stays, blank, for the next page: a session without one is over.
        if (pages.size === 0) {
          await navigate(() => browser.url('about:blank'));
          spare = handle;
          return;
        }
        await inTurn(async () => {
          if (current !== handle) await browser.switchToWindow(handle);
          await browser.closeWindow();
          current = '';
        });
      },
    };
  }

  return {
    newPage,
    async setOffline(cut) {
      offline = cut;
      server.cutNetwork(cut);
      const at = Date.now() + TELL_AHEAD_MS;
      for (const page of pages) await page.tell(!cut, at);
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, at - Date.now())));
    },
    async close() {
      server.cutNetwork(false);
      await session.close();
    },
  };
}

/** WebKit as an {@link EngineBrowser}: nothing runs until a context is opened, and each context ends with its session. */
export function webkitPages(): EngineBrowser {
  return { newContext: webkitContext, close: async () => undefined };
}
