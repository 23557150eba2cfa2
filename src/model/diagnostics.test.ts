import { describe, expect, it } from 'vitest';
import { diagnostic } from './diagnostics';

// Diagnostics reach hosts as data (onDiagnostics, logs): a diagnostic without a place carries no
// `path` key at all, so JSON and strict comparisons see exactly what was said.
describe('diagnostic', () => {
  // Made inside each test, not in the table: a value built while the file loads belongs to no test.
  it.each([
    ['without a path: no path key, a warning', ['no_phases', 'none'], { code: 'no_phases', message: 'none', severity: 'warning' }],
    ['with a path', ['invalid_field', 'bad', '$.name'], { code: 'invalid_field', message: 'bad', path: '$.name', severity: 'warning' }],
    ['with an empty path (the root, kept)', ['invalid_field', 'bad', ''], { code: 'invalid_field', message: 'bad', path: '', severity: 'warning' }],
    ['with a severity', ['revision_newer', 'new', '$.contract_version', 'info'], { code: 'revision_newer', message: 'new', path: '$.contract_version', severity: 'info' }],
  ] as const)('%s', (_name, args, expected) => {
    const made = diagnostic(...(args as unknown as Parameters<typeof diagnostic>));
    expect(made).toStrictEqual(expected);
    expect(Object.keys(made)).toEqual(Object.keys(expected));
    expect(JSON.parse(JSON.stringify(made))).toStrictEqual(expected);
  });
});
