// `pretest`: make sure the Firefox browser tests have a Firefox before anything slow runs. Uses the
// one scripts/firefox.mjs finds; with none, prints one line saying what to install and exits non-zero
// (no download: see scripts/firefox.mjs).
import { findFirefox } from './firefox.mjs';

const SOURCE_LABEL = { FIREFOX_PATH: 'from FIREFOX_PATH', system: 'system browser' };

const choice = findFirefox();
if (!choice.found) {
  console.error(choice.message);
  process.exit(1);
}
console.log(`Firefox browser tests use ${choice.path} (${SOURCE_LABEL[choice.source]}).`);
