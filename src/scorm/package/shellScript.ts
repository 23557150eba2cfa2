/// <reference types="node" />
import { readFile } from 'node:fs/promises';

/**
 * The built shell (dist/scorm/shell.js), read beside this module in the installed package
 * (dist/scorm/package/shellScript.js). From the sources it does not exist: tests bundle it with
 * scripts/build-scorm-shell.mjs instead.
 */
export function readShellScript(): Promise<string> {
  return readFile(new URL(/* @vite-ignore */ '../shell.js', import.meta.url), 'utf8');
}
