import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

// WebKit for the real-browser suites: Debian's WebKitGTK (webkit2gtk-driver) drives its MiniBrowser
// over classic WebDriver. MiniBrowser needs an X display, so each start gets an Xvfb of its own
// (`-displayfd` lets Xvfb pick a free display number: helpers and CI runs share the machine), and a
// WebKitWebDriver on a free local port. `stop()` ends both, and so does this process's exit.

export const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
export const WEBKIT_DRIVER = '/usr/bin/WebKitWebDriver';

/**
 * What a WebDriver client asks WebKitWebDriver for. The driver has no BiDi, so webdriverio must not
 * ask for it (it would wait on a `webSocketUrl` that never comes); `--automation` lets the driver
 * take MiniBrowser's windows.
 */
export const webkitCapabilities = {
  browserName: 'MiniBrowser',
  'wdio:enforceWebDriverClassic': true,
  'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
} as const;

/** A running Xvfb + WebKitWebDriver pair: where to connect, and how to end both. */
export interface WebKitDriver {
  hostname: string;
  port: number;
  /** The X display MiniBrowser draws on, e.g. `:87`. */
  display: string;
  stop(): Promise<void>;
}

/** One line saying what to install, or undefined when WebKitWebDriver, MiniBrowser and Xvfb are all there. */
export async function missingWebKit(): Promise<string | undefined> {
  const { access } = await import('node:fs/promises');
  const needed: [file: string, debianPackage: string][] = [[WEBKIT_DRIVER, 'webkit2gtk-driver'], [MINIBROWSER, 'webkit2gtk-driver'], ['/usr/bin/Xvfb', 'xvfb']];
  for (const [file, pkg] of needed) {
    try {
      await access(file);
    } catch {
      return `WebKit tests need ${file}: install the Debian package ${pkg} (apt-get install ${pkg}).`;
    }
  }
  return undefined;
}

const running = new Set<ChildProcess>();
let exitHookInstalled = false;

/** Ends what this module started when the process goes away without calling `stop()` (a crashed or interrupted run). */
function endChildrenOnExit(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.once('exit', () => {
    for (const child of running) child.kill('SIGKILL');
  });
}

function track(child: ChildProcess): ChildProcess {
  running.add(child);
  endChildrenOnExit();
  child.once('exit', () => running.delete(child));
  return child;
}

async function end(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 3_000);
  await exited;
  clearTimeout(timer);
}

/** Starts an Xvfb on a display it picks itself, and gives that display's name. The screen is tall so a window can hold a whole long page for a screenshot. */
async function startXvfb(): Promise<{ display: string; xvfb: ChildProcess }> {
  // fd 3 is where Xvfb writes the display number it took once it accepts connections.
  const xvfb = track(spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1920x4320x24', '-nolisten', 'tcp'], { stdio: ['ignore', 'ignore', 'pipe', 'pipe'] }));
  let errors = '';
  xvfb.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const display = await new Promise<string>((resolve, reject) => {
    let text = '';
    xvfb.stdio[3]?.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes('\n')) resolve(`:${text.trim()}`);
    });
    xvfb.once('error', reject);
    xvfb.once('exit', (code) => reject(new Error(`Xvfb stopped (exit ${code}) before taking a display: ${errors.trim().split('\n').pop()}`)));
  });
  return { display, xvfb };
}

/** A free TCP port on 127.0.0.1 (WebKitWebDriver takes a port number, not 0). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (typeof address !== 'object' || !address) throw new Error('no free port');
  return address.port;
}

/** Waits until the driver answers GET /status, or fails when it exits first or takes more than 15 s. */
async function driverReady(origin: string, driver: ChildProcess, errors: () => string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver stopped (exit ${driver.exitCode}): ${errors().trim()}`);
    try {
      const status = (await (await fetch(`${origin}/status`)).json()) as { value?: { ready?: boolean } };
      if (status.value?.ready) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`WebKitWebDriver did not answer ${origin}/status within 15 s: ${errors().trim()}`);
}

/** Starts Xvfb and WebKitWebDriver; connect a WebDriver client to `hostname`:`port` with {@link webkitCapabilities}. */
export async function startWebKitDriver(): Promise<WebKitDriver> {
  const missing = await missingWebKit();
  if (missing) throw new Error(missing);
  const { display, xvfb } = await startXvfb();
  try {
    const port = await freePort();
    const hostname = '127.0.0.1';
    // MiniBrowser inherits the driver's environment: the display, and no accessibility bus to look for.
    const env = { ...process.env, DISPLAY: display, NO_AT_BRIDGE: '1' };
    const driver = track(spawn(WEBKIT_DRIVER, [`--port=${port}`, '--host=local'], { env, stdio: ['ignore', 'ignore', 'pipe'] }));
    let errors = '';
    driver.stderr?.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-2000)));
    try {
      await driverReady(`http://${hostname}:${port}`, driver, () => errors);
    } catch (error) {
      await end(driver);
      throw error;
    }
    return {
      hostname,
      port,
      display,
      async stop() {
        await end(driver);
        await end(xvfb);
      },
    };
  } catch (error) {
    await end(xvfb);
    throw error;
  }
}

/** A WebDriver session in MiniBrowser, and the one call that ends it with its driver and Xvfb. */
export interface WebKitSession {
  browser: WebdriverIO.Browser;
  close(): Promise<void>;
}

/**
 * For node-driven suites (a page built with Vite, results read with `execute`): starts Xvfb and
 * WebKitWebDriver, opens a session, and gives a `close()` that ends all three even when the session
 * is already gone. If the session cannot be opened, what was started is ended before the error is
 * thrown. Call `close()` in a `finally` or `afterAll`.
 */
export async function openWebKitSession(): Promise<WebKitSession> {
  const driver = await startWebKitDriver();
  try {
    const { remote } = await import('webdriverio');
    const browser = await remote({ hostname: driver.hostname, port: driver.port, logLevel: 'silent', connectionRetryCount: 0, capabilities: { ...webkitCapabilities } as WebdriverIO.Capabilities });
    return {
      browser,
      async close() {
        try {
          await browser.deleteSession();
        } catch {
          // the session or the browser is already gone: the driver and Xvfb still go below
        } finally {
          await driver.stop();
        }
      },
    };
  } catch (error) {
    await driver.stop();
    throw error;
  }
}
