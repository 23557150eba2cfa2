import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { packagesImportedBy, root } from './distGraph';

/** docs/xapi.md: ce-course-player/xapi is safe on a server and in a plain Node import. */
describe('ce-course-player/xapi', () => {
  it('reaches no package at all (no React, zustand or DOM library)', async () => {
    expect(await packagesImportedBy('dist/xapi.js')).toEqual([]);
  });

  it('imports in plain Node, touching no DOM global, and exposes its API', () => {
    const script = `
      for (const name of ['window', 'document', 'navigator', 'location', 'addEventListener']) {
        Object.defineProperty(globalThis, name, { get() { throw new Error('touched ' + name); }, configurable: true });
      }
      const xapi = await import(${JSON.stringify(resolve(root, 'dist/xapi.js'))});
      console.log(JSON.stringify(Object.keys(xapi).sort()));`;
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
    expect(JSON.parse(out)).toEqual(expect.arrayContaining(['createCmi5Session', 'createLrsReporter', 'createStatementQueue', 'toStatements', 'toIsoDuration', 'readLaunchParameters']));
  });

  it('is listed in package.json exports with its types', async () => {
    const pkg = (await import(resolve(root, 'package.json'), { with: { type: 'json' } })).default as { exports: Record<string, unknown> };
    expect(pkg.exports['./xapi']).toEqual({ types: './dist/types/xapi/index.d.ts', default: './dist/xapi.js' });
  });
});
