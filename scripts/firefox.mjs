// Which Firefox the browser tests launch. Shared by vite.config.ts (the browser-firefox project),
// test/support/engines (node suites) and scripts/ensure-firefox.mjs (the `pretest` step). Plain
// JavaScript because the pretest step runs under plain Node 20, which cannot load TypeScript.
//
// Only a real Firefox will do: Playwright drives it over WebDriver BiDi through its `moz-firefox`
// channel. Playwright's own downloadable Firefox is a patched build (Juggler protocol) that no
// learner runs, so there is no download fallback here, unlike scripts/chromium.mjs.
import path from 'node:path';
import { isExecutable } from './executable.mjs';

/** Executable names looked up on PATH: Debian's ESR package first (CI installs it), then a rapid-release Firefox. */
const PATH_NAMES = ['firefox-esr', 'firefox'];

/**
 * Where a Firefox usually lives on each OS, most likely first. Debian's /usr/bin/firefox-esr comes
 * first: CI installs it (.ci/run) and the Firefox calibration figures were measured on it.
 * @param {string} platform process.platform
 * @param {Record<string, string | undefined>} env
 * @returns {string[]}
 */
export function systemCandidates(platform, env) {
  if (platform === 'win32') {
    const roots = [env.PROGRAMFILES, env['PROGRAMFILES(X86)']].filter(Boolean);
    return roots.map((root) => path.win32.join(/** @type {string} */ (root), 'Mozilla Firefox', 'firefox.exe'));
  }
  const onPath = (env.PATH ?? '')
    .split(':')
    .filter(Boolean)
    .flatMap((dir) => PATH_NAMES.map((name) => path.posix.join(dir, name)));
  if (platform === 'darwin') {
    const apps = ['/Applications', ...(env.HOME ? [path.posix.join(env.HOME, 'Applications')] : [])];
    return [...apps.map((dir) => path.posix.join(dir, 'Firefox.app/Contents/MacOS/firefox')), ...onPath];
  }
  const fixed = ['/usr/bin/firefox-esr', '/usr/bin/firefox'];
  return [...new Set([...fixed, ...onPath])];
}

/** What to install, said for the OS at hand: the one line a developer without Firefox sees. */
const INSTALL_ADVICE = {
  linux: "install your distribution's Firefox (Debian/Ubuntu: sudo apt-get install firefox-esr; Fedora: sudo dnf install firefox)",
  darwin: 'install Firefox (https://www.mozilla.org/firefox/)',
  win32: 'install Firefox (https://www.mozilla.org/firefox/)',
};

/**
 * The decision alone, over what exists: FIREFOX_PATH wins (and a wrong one is an error, never
 * silently replaced), then a system Firefox.
 * @param {{ env: Record<string, string | undefined>, platform: string, exists: (file: string) => boolean }} input
 * @returns {import('./firefox.d.mts').FirefoxChoice}
 */
export function chooseFirefox({ env, platform, exists }) {
  const explicit = env.FIREFOX_PATH?.trim();
  if (explicit) {
    if (exists(explicit)) return { found: true, path: explicit, source: 'FIREFOX_PATH' };
    return { found: false, message: `FIREFOX_PATH is ${explicit}, which is not an executable file: point it at a Firefox executable, or unset it to use a system Firefox.` };
  }
  const system = systemCandidates(platform, env).find(exists);
  if (system) return { found: true, path: system, source: 'system' };
  const advice = INSTALL_ADVICE[/** @type {keyof typeof INSTALL_ADVICE} */ (platform)] ?? INSTALL_ADVICE.linux;
  return { found: false, message: `No Firefox found for the Firefox browser tests: ${advice}, or set FIREFOX_PATH to a Firefox executable.` };
}


/** The decision for this machine, now. */
export function findFirefox() {
  return chooseFirefox({ env: process.env, platform: process.platform, exists: isExecutable });
}
