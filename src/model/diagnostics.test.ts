import { describe, expect, it } from 'vitest';
import { diagnostic } from './diagnostics';

// Diagnostics reach hosts as data (onDiagnostics, logs): a diagnostic without a place carries no
// `path` key at all, so JSON and strict comparisons see exactly what was said.
describe('diagnostic', () => {
  it.each([
    ['without a path: no path key, a warning', diagnostic('no_phases', 'none'), { code: 'no_phases', message: 'none', severity: 'warning' }],
    ['with a path', diagnostic('invalid_field', 'bad', '$.name'), { code: 'invalid_field', message: 'bad', path: '$.name', severity: 'warning' }],
    ['with an empty path (the root, kept)', diagnostic('invalid_field', 'bad', ''), { code: 'invalid_field', message: 'bad', path: '', severity: 'warning' }],
    ['with a severity', diagnostic('revision_newer', 'new', '$.contract_version', 'info'), { code: 'revision_newer', message: 'new', path: '$.contract_version', severity: 'info' }],
  ])('%s', (_name, made, expected) => {
    expect(made).toStrictEqual(expected);
    expect(JSON.parse(JSON.stringify(made))).toStrictEqual(expected);
  });
});
