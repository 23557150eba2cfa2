// Whether a path is a file this user may run: what the browser finders (chromium.mjs, firefox.mjs)
// ask of each candidate. Plain JavaScript, as the pretest step runs under plain Node.
import { accessSync, constants, statSync } from 'node:fs';

/** @param {string} file */
export function isExecutable(file) {
  try {
    if (!statSync(file).isFile()) return false;
    if (process.platform !== 'win32') accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}
