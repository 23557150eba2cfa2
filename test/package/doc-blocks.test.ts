import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(__dirname, '../..');

/** `npm test` builds first: the README's and docs' code must compile against the types a host installs. */
describe('code blocks of the README and docs', () => {
  it('type-check against the built types (scripts/check-doc-blocks.mjs)', () => {
    let out = '';
    try {
      out = execFileSync(process.execPath, [resolve(root, 'scripts/check-doc-blocks.mjs')], { cwd: root, encoding: 'utf8' });
    } catch (error) {
      out = String((error as { stdout?: string }).stdout ?? error);
    }
    expect(out).toMatch(/^doc blocks: \d+ type-checked, 0 error\(s\)$/m);
  }, 120_000);
});
