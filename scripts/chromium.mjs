// Which Chromium the browser tests launch. Shared by vite.config.ts (the browser project) and
// scripts/ensure-chromium.mjs (the `pretest` step), so both always agree. Plain JavaScript because
// the pretest step runs under plain Node 20, which cannot load TypeScript.
import path from 'node:path';
import { isExecutable } from './executable.mjs';
import { chromium } from 'playwright';

/** Executable names looked up on PATH (Linux distributions and Homebrew spell it differently). */
const PATH_NAMES = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable'];

/**
 * Where a system Chromium or Chrome usually lives on each OS, most likely first. Debian's
 * /usr/bin/chromium comes first: CI installs it (.ci/run) and the XSS calibration was measured on it.
 * @param {string} platform process.platform
 * @param {Record<string, string | undefined>} env
 * @returns {string[]}
 */
export function systemCandidates(platform, env) {
  if (platform === 'win32') {
    const roots = [env.PROGRAMFILES, env['PROGRAMFILES(X86)'], env.LOCALAPPDATA].filter(Boolean);
    return roots.flatMap((root) => [
      path.win32.join(/** @type {string} */ (root), 'Google', 'Chrome', 'Application', 'chrome.exe'),
      path.win32.join(/** @type {string} */ (root), 'Chromium', 'Application', 'chrome.exe'),
    ]);
  }
  const onPath = (env.PATH ?? '')
    .split(':')
    .filter(Boolean)
    .flatMap((dir) => PATH_NAMES.map((name) => path.posix.join(dir, name)));
  if (platform === 'darwin') {
    const apps = ['/Applications', ...(env.HOME ? [path.posix.join(env.HOME, 'Applications')] : [])];
    return [
      ...apps.flatMap((dir) => [
        path.posix.join(dir, 'Google Chrome.app/Contents/MacOS/Google Chrome'),
        path.posix.join(dir, 'Chromium.app/Contents/MacOS/Chromium'),
      ]),
      ...onPath,
    ];
  }
  const fixed = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable', '/snap/bin/chromium'];
  return [...new Set([...fixed, ...onPath])];
}

/** What to install, said for the OS at hand: the one line a developer without a browser sees. */
const INSTALL_ADVICE = {
  linux: 'install your distribution\'s Chromium (Debian/Ubuntu: sudo apt-get install chromium; Fedora: sudo dnf install chromium)',
  darwin: 'install Google Chrome (https://www.google.com/chrome/) or Chromium (brew install --cask chromium)',
  win32: 'install Google Chrome (https://www.google.com/chrome/)',
};

/**
 * The decision alone, over what exists: CHROMIUM_PATH wins (and a wrong one is an error, never
 * silently replaced), then a system browser, then the one Playwright manages.
 * @param {{ env: Record<string, string | undefined>, platform: string, exists: (file: string) => boolean, managedPath: string | undefined }} input
 * @returns {import('./chromium.d.mts').ChromiumChoice}
 */
export function chooseChromium({ env, platform, exists, managedPath }) {
  const explicit = env.CHROMIUM_PATH?.trim();
  if (explicit) {
    if (exists(explicit)) return { found: true, path: explicit, source: 'CHROMIUM_PATH' };
    return {
      found: false,
      canDownload: false,
      message: `CHROMIUM_PATH is ${explicit}, which is not an executable file: point it at a Chromium or Chrome executable, or unset it to use a system or Playwright-managed browser.`,
    };
  }
  const system = systemCandidates(platform, env).find(exists);
  if (system) return { found: true, path: system, source: 'system' };
  if (managedPath && exists(managedPath)) return { found: true, path: managedPath, source: 'playwright' };
  const advice = INSTALL_ADVICE[/** @type {keyof typeof INSTALL_ADVICE} */ (platform)] ?? INSTALL_ADVICE.linux;
  return {
    found: false,
    canDownload: managedPath !== undefined,
    message: `No Chromium or Chrome found for the browser tests: ${advice}, or run \`npx playwright install chromium\`, or set CHROMIUM_PATH to a Chromium/Chrome executable.`,
  };
}


/** Where Playwright keeps (or would keep) its own Chromium; undefined where it has none to offer. */
function managedChromiumPath() {
  try {
    return chromium.executablePath() || undefined;
  } catch {
    return undefined;
  }
}

/** The decision for this machine, now. */
export function findChromium() {
  return chooseChromium({ env: process.env, platform: process.platform, exists: isExecutable, managedPath: managedChromiumPath() });
}
