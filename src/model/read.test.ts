import { describe, expect, it } from 'vitest';
import { asRecord, isRecord, Reader, Record, Text } from './read';

/** The reader every normalize step uses: missing vs invalid, defaults, exact diagnostics. */
describe('Reader', () => {
  it('reports a missing required field once, with its path, and a missing optional field not at all', () => {
    const reader = new Reader();
    expect(reader.field({}, 'name', Text, 'fallback', '$', true)).toBe('fallback');
    expect(reader.field({ other: 1 }, 'name', Text, 'optional', '$')).toBe('optional');
    expect(reader.field({ name: null }, 'name', Text, 'nulled', '$')).toBe('nulled');
    expect(reader.diagnostics).toEqual([{ code: 'missing_field', message: 'name is missing', path: '$.name', severity: 'warning' }]);
  });

  it('reports an invalid field even when optional, naming why', () => {
    const reader = new Reader();
    expect(reader.field({ name: 5 }, 'name', Text, 'fallback', 'phases[0]')).toBe('fallback');
    expect(reader.diagnostics).toEqual([expect.objectContaining({ code: 'invalid_field', path: 'phases[0].name', severity: 'warning' })]);
    expect(reader.diagnostics[0]?.message).toMatch(/^name is invalid \(.+\)$/);
  });

  it('firstOf takes the first spelling that matches and stays silent', () => {
    const reader = new Reader();
    expect(reader.firstOf({ a: 1, b: 'two', c: 'three' }, ['a', 'b', 'c'], Text, 'none')).toBe('two');
    expect(reader.firstOf({ a: 1 }, ['a', 'b'], Text, 'none')).toBe('none');
    expect(reader.diagnostics).toEqual([]);
  });

  it.each([
    ['null', null, false],
    ['an array', [1], false],
    ['a string', 's', false],
    ['a plain object', { a: 1 }, true],
  ])('asRecord/isRecord on %s', (_name, value, isObject) => {
    expect(isRecord(value)).toBe(isObject);
    expect(asRecord(value)).toEqual(isObject ? value : {});
  });

  it.each([
    ['a plain object', { a: 1 }, { a: 1 }, []],
    ['a list of objects', [{ a: 1 }], 'fallback', ['accreditation is invalid (a list where an object belongs)']],
    ['an empty list', [], 'fallback', ['accreditation is invalid (a list where an object belongs)']],
  ])('the Record schema takes %s', (_name, value, expected, messages) => {
    const reader = new Reader();
    expect(reader.field({ accreditation: value }, 'accreditation', Record, 'fallback' as never, '$')).toEqual(expected);
    expect(reader.diagnostics.map((d) => d.message)).toEqual(messages);
  });
});
