import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * docs/accessibility-conformance.md is generated from the evidence map in
 * scripts/accessibility-conformance.mjs: it can never go stale, nor cite a test that is gone.
 */
const root = resolve(__dirname, '../..');
const script = resolve(root, 'scripts/accessibility-conformance.mjs');
const report = () => readFileSync(resolve(root, 'docs/accessibility-conformance.md'), 'utf8');

// WCAG 2.2 Level A (31) and AA (24), written out here independently of the script's own lists.
const levelA = ['1.1.1', '1.2.1', '1.2.2', '1.2.3', '1.3.1', '1.3.2', '1.3.3', '1.4.1', '1.4.2', '2.1.1', '2.1.2', '2.1.4', '2.2.1', '2.2.2', '2.3.1', '2.4.1', '2.4.2', '2.4.3', '2.4.4', '2.5.1', '2.5.2', '2.5.3', '2.5.4', '3.1.1', '3.2.1', '3.2.2', '3.2.6', '3.3.1', '3.3.2', '3.3.7', '4.1.2'];
const levelAA = ['1.2.4', '1.2.5', '1.3.4', '1.3.5', '1.4.3', '1.4.4', '1.4.5', '1.4.10', '1.4.11', '1.4.12', '1.4.13', '2.4.5', '2.4.6', '2.4.7', '2.4.11', '2.5.7', '2.5.8', '3.1.2', '3.2.3', '3.2.4', '3.3.3', '3.3.4', '3.3.8', '4.1.3'];
const terms = ['Supports', 'Partially Supports', 'Does Not Support', 'Not Applicable'];

/** The rows of the report's table headed `title`, as [criterion, conformance level]. */
function rowsOf(text: string, title: string): [string, string][] {
  const start = text.indexOf(`### ${title}`);
  expect(start, title).toBeGreaterThanOrEqual(0);
  const rest = text.slice(start).split('\n').slice(1);
  const end = rest.findIndex((line) => line.startsWith('### '));
  return (end < 0 ? rest : rest.slice(0, end))
    .filter((line) => /^\| \d+\.\d+\.\d+ /.test(line))
    .map((line) => {
      const [criterion, level] = line.split(/(?<!\\)\|/).slice(1, 3).map((cellText) => cellText.trim());
      return [criterion!.split(' ')[0]!, level!];
    });
}

describe('the accessibility conformance report', () => {
  it('is what the script writes from the evidence it verifies (--check exits 0)', () => {
    const run = spawnSync(process.execPath, [script, '--check'], { cwd: root, encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });

  it('lists every WCAG 2.2 Level A criterion exactly once in Table 1, with 4.1.1 kept as obsolete', () => {
    const ids = rowsOf(report(), 'Table 1: Success Criteria, Level A').map(([id]) => id);
    expect([...ids].sort()).toEqual([...levelA, '4.1.1'].sort());
    expect(report()).toMatch(/\| 4\.1\.1 Parsing \(Level A 2\.0 and 2\.1; obsolete and removed in 2\.2\) \|/);
  });

  it('lists every WCAG 2.2 Level AA criterion exactly once in Table 2', () => {
    const ids = rowsOf(report(), 'Table 2: Success Criteria, Level AA').map(([id]) => id);
    expect([...ids].sort()).toEqual([...levelAA].sort());
  });

  it('uses only the VPAT 2.5 conformance terms, and says Level AAA is not evaluated', () => {
    const rows = [...rowsOf(report(), 'Table 1: Success Criteria, Level A'), ...rowsOf(report(), 'Table 2: Success Criteria, Level AA')];
    expect(rows.filter(([, level]) => !terms.includes(level))).toEqual([]);
    expect(report()).toMatch(/### Table 3: Success Criteria, Level AAA\n\nNot Evaluated\./);
  });

  it('fails loudly when a cited test, fact or criterion is gone', async () => {
    // Imported by URL: the script is plain JavaScript with no type declarations.
    type Criterion = { id: string; evidence: unknown[] };
    const { CRITERIA, findProblems } = (await import(pathToFileURL(script).href)) as { CRITERIA: Criterion[]; findProblems: (criteria: Criterion[]) => string[] };
    const broken = [
      ...CRITERIA.filter((c) => c.id !== '2.5.8'),
      { ...CRITERIA[0]!, id: '1.1.1', evidence: [{ file: 'test/browser/stories-axe.test.tsx', test: 'a title no test has' }, { file: 'test/nowhere.test.ts', test: 'x' }] },
    ];
    const problems = findProblems(broken);
    expect(problems).toContain('2.5.8: no entry');
    expect(problems).toContain('1.1.1: 2 entries');
    expect(problems).toContain('1.1.1: test/browser/stories-axe.test.tsx has no test titled "a title no test has"');
    expect(problems).toContain('1.1.1: test/nowhere.test.ts does not exist');
  });
});
