// `pretest`: make sure the browser tests have a Chromium before anything slow runs. Uses the one
// scripts/chromium.mjs finds; with none, fetches Playwright's own once (never on CI, which installs
// Debian's); failing that, prints one line saying what to install and exits non-zero.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { findChromium } from './chromium.mjs';

const SOURCE_LABEL = { CHROMIUM_PATH: 'from CHROMIUM_PATH', system: 'system browser', playwright: 'managed by Playwright' };

/** Runs `playwright install chromium` with the project's own Playwright; undefined when it worked, else why not. */
function installManagedChromium() {
  console.log('No system Chromium or Chrome found: downloading the Chromium Playwright manages (once, about 170 MB)...');
  const cli = path.join(path.dirname(createRequire(import.meta.url).resolve('playwright/package.json')), 'cli.js');
  // Playwright's own output on failure is retries and stack traces; the developer gets one line instead.
  const run = spawnSync(process.execPath, [cli, 'install', 'chromium'], { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
  if (run.status === 0) return undefined;
  const lines = `${run.stderr ?? ''}\n${run.error?.message ?? ''}`.split('\n').map((line) => line.trim());
  return lines.find((line) => line.startsWith('Error:')) ?? lines.find(Boolean) ?? `exit ${run.status}`;
}

let choice = findChromium();
let downloadFailure;
if (!choice.found && choice.canDownload && !process.env.CI) {
  downloadFailure = installManagedChromium();
  choice = findChromium();
}

if (!choice.found) {
  console.error(downloadFailure ? `${choice.message} (Downloading Playwright's Chromium failed: ${downloadFailure})` : choice.message);
  process.exit(1);
}
console.log(`Browser tests use ${choice.path} (${SOURCE_LABEL[choice.source]}).`);
