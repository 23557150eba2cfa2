import { describe, expect, it } from 'vitest';
import { readDate, readFirstText, readFlag, readList, readNumber, readRecord, readText, readTextList } from './read';

describe('tolerant readers', () => {
  it.each([
    [null, {}],
    [[1], {}],
    ['x', {}],
    [{ a: 1 }, { a: 1 }],
  ])('readRecord(%j)', (input, expected) => {
    expect(readRecord(input)).toEqual(expected);
  });

  it.each([
    [' hi ', 'hi'],
    ['   ', null],
    [3, '3'],
    [Number.NaN, null],
    [{}, null],
    [undefined, null],
  ])('readText(%j)', (input, expected) => {
    expect(readText(input)).toBe(expected);
  });

  it.each([
    [2.5, 2.5],
    ['1.5', 1.5],
    ['abc', null],
    [Infinity, null],
    [null, null],
    ['', null],
  ])('readNumber(%j)', (input, expected) => {
    expect(readNumber(input)).toBe(expected);
  });

  it('reads the first present spelling', () => {
    expect(readFirstText({ text: 'New', label: '' }, ['label', 'text'])).toBe('New');
    expect(readFirstText(null, ['label'])).toBeNull();
  });

  it('reads flags, lists and dates strictly', () => {
    expect(readFlag('true')).toBe(false);
    expect(readFlag(true)).toBe(true);
    expect(readList('x')).toEqual([]);
    expect(readTextList(['a', 1, null, ' ', 'b'])).toEqual(['a', '1', 'b']);
    expect(readDate('2026-01-02')?.toISOString()).toBe('2026-01-02T00:00:00.000Z');
    expect(readDate('not a date')).toBeNull();
    expect(readDate({})).toBeNull();
  });
});
