import { readShellConfig } from './shellConfig';
import { createShellView, SHELL_TEXT } from './shellView';
import { startShell } from './shell';

// The launch page's script: reads the config the packager wrote into the page and starts the
// shell. Bundled alone into the package's shell.js (scripts/build-scorm-shell.mjs).

function readConfig(): unknown {
  try {
    return JSON.parse(document.getElementById('ce-scorm-config')?.textContent ?? '');
  } catch {
    return null;
  }
}

const config = readShellConfig(readConfig());
const allowed = !config?.allowedOrigins?.length || config.allowedOrigins.includes(location.origin);
if (config && !allowed) {
  // A package copied to another LMS than the one it was made for: nothing is framed or recorded.
  createShellView(document, '').say(SHELL_TEXT.wrongLms);
} else if (config) {
  (window as { ceScormShell?: unknown }).ceScormShell = startShell(window, config);
} else {
  createShellView(document, '').say(SHELL_TEXT.damaged);
}
