import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { measureCase, type SizeCase } from '../../bench/sizes.mjs';
import { packagesImportedBy, root } from './distGraph';

/** The launch page's script runs in the LMS before anything else: it must stay small (docs/scorm.md). */
const SHELL_BUDGET_BYTES = 10 * 1024;
/** ce-course-player/scorm, whole, for the hosted page (no React, no DOM at import). */
const SCORM_ENTRY_BUDGET_KIB = 3.0;

/** `npm test` builds first, so dist/ is what a host would install. */
describe('the SCORM parts of the package', () => {
  it('ships the shell as one self-contained script within 10 KiB gzip', () => {
    const file = resolve(root, 'dist/scorm/shell.js');
    expect(existsSync(file), 'dist/scorm/shell.js is missing: run `npm run build`').toBe(true);
    const shell = readFileSync(file);
    const gzip = gzipSync(shell).length;
    expect(gzip, `shell.js: ${gzip} B gzip`).toBeLessThanOrEqual(SHELL_BUDGET_BYTES);
    // One file: no import, no require, nothing fetched by the script itself.
    expect(shell.toString()).not.toMatch(/\bimport\s*\(|\bimport\s+[\w{*]|\brequire\(/);
  });

  it('keeps ce-course-player/scorm free of any runtime package and within its gzip budget', async () => {
    expect(await packagesImportedBy('dist/scorm.js')).toEqual([]);
    const scormCase = { id: 'scorm', entry: `export * from ${JSON.stringify(resolve(root, 'dist/scorm.js'))};`, kinds: [], split: false } as unknown as SizeCase;
    const { js } = await measureCase(scormCase);
    expect(js, `ce-course-player/scorm: ${js.toFixed(2)} KiB gzip`).toBeLessThanOrEqual(SCORM_ENTRY_BUDGET_KIB);
  }, 60_000);

  it('keeps the packager on Node alone: ce-course-player/scorm-package needs no runtime package', async () => {
    expect((await packagesImportedBy('dist/scorm-package.js')).filter((name) => !name.startsWith('node:'))).toEqual([]);
    const packager = (await import(resolve(root, 'dist/scorm-package.js'))) as typeof import('../../src/scorm/package');
    const made = packager.createDispatchPackage({ version: '2004', launchUrl: 'https://courses.example.org/play', title: 'T' }, await packager.readShellScript());
    expect(made.files['shell.js']).toBe(readFileSync(resolve(root, 'dist/scorm/shell.js'), 'utf8'));
  }, 30_000);
});
