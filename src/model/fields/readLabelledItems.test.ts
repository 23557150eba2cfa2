import { describe, expect, it } from 'vitest';
import { Reader } from '../read';
import { firstList, readLabelledItems } from './readLabelledItems';

// Items of drag-drop-match, grouping and image-hotspot at their edges: both shapes, every id and
// label spelling, junk and repeats with their diagnostic paths.

const read = (raw: unknown) => {
  const reader = new Reader();
  return { items: readLabelledItems(reader, raw, '$.items'), codes: reader.diagnostics.map((d) => [d.code, d.path]) };
};

describe('readLabelledItems', () => {
  it.each([
    ['strings, trimmed, as their own id', [' Kidney ', 'Liver'], [{ id: 'Kidney', label: 'Kidney' }, { id: 'Liver', label: 'Liver' }]],
    ['numbers, 0 included', [0, 12], [{ id: '0', label: '0' }, { id: '12', label: '12' }]],
    ['id and label', [{ id: 'a', label: 'Alpha' }], [{ id: 'a', label: 'Alpha' }]],
    ['key as id, text as label', [{ key: 'a', text: 'Alpha' }], [{ id: 'a', label: 'Alpha' }]],
    ['value as id, content as label', [{ value: 'a', content: 'Alpha' }], [{ id: 'a', label: 'Alpha' }]],
    ['title as label', [{ id: 'a', title: 'Alpha' }], [{ id: 'a', label: 'Alpha' }]],
    ['name as label', [{ id: 'a', name: 'Alpha' }], [{ id: 'a', label: 'Alpha' }]],
    ['label before text', [{ id: 'a', label: 'L', text: 'T', content: 'C', title: 'Ti', name: 'N' }], [{ id: 'a', label: 'L' }]],
    ['id before key before value', [{ id: 'i', key: 'k', value: 'v', label: 'L' }, { key: 'k', value: 'v', label: 'M' }], [{ id: 'i', label: 'L' }, { id: 'k', label: 'M' }]],
    ['an object without an id: its label is the id', [{ label: 'Alpha' }], [{ id: 'Alpha', label: 'Alpha' }]],
    ['an object without a label: its id is the label', [{ id: 'a' }], [{ id: 'a', label: 'a' }]],
    ['numeric id and label', [{ id: 3, label: 4 }], [{ id: '3', label: '4' }]],
    ['a blank label falls through to the next spelling', [{ id: 'a', label: ' ', text: 'Alpha' }], [{ id: 'a', label: 'Alpha' }]],
  ])('reads %s, silently', (_name, raw, items) => {
    expect(read(raw)).toEqual({ items, codes: [] });
  });

  it.each([
    ['an object with neither id nor label', [{ other: 1 }, 'ok'], [{ id: 'ok', label: 'ok' }], [['invalid_field', '$.items[0]']]],
    ['a blank string', ['  ', 'ok'], [{ id: 'ok', label: 'ok' }], [['invalid_field', '$.items[0]']]],
    ['null, true and a list', ['ok', null, true, []], [{ id: 'ok', label: 'ok' }], [['invalid_field', '$.items[1]'], ['invalid_field', '$.items[2]'], ['invalid_field', '$.items[3]']]],
  ])('skips %s, with a diagnostic at its index', (_name, raw, items, codes) => {
    expect(read(raw)).toEqual({ items, codes });
  });

  it('keeps a repeated id apart with a suffix, and says so', () => {
    const { items, codes } = read(['a', { id: 'a', label: 'Again' }, 'b', 'a']);
    expect(items).toEqual([{ id: 'a', label: 'a' }, { id: 'a#1', label: 'Again' }, { id: 'b', label: 'b' }, { id: 'a#3', label: 'a' }]);
    expect(codes).toEqual([['duplicate_id', '$.items[1]'], ['duplicate_id', '$.items[3]']]);
  });

  it.each([['missing', undefined], ['null', null]])('reads %s items as none, silently', (_name, raw) => {
    expect(read(raw)).toEqual({ items: [], codes: [] });
  });

  it.each([['a string', 'a, b'], ['an object', { a: 'A' }], ['0', 0]])('reports items that are %s', (_name, raw) => {
    expect(read(raw)).toEqual({ items: [], codes: [['invalid_field', '$.items']] });
  });
});

describe('firstList', () => {
  it.each([
    ['the first spelling holding a list', { a: ['x'], b: ['y'] }, ['x']],
    ['a later list over an earlier non-list', { a: 'x', b: ['y'] }, ['y']],
    ['an empty list is still a list', { a: [], b: ['y'] }, []],
    ['the first present value when none is a list (so it gets reported)', { a: null, b: 'x', c: 5 }, 'x'],
    ['undefined when nothing is present', { a: null }, undefined],
  ])('%s', (_name, source, expected) => {
    expect(firstList(source, ['a', 'b', 'c'])).toEqual(expected);
  });
});

describe('readLabelledItems diagnostics, in full', () => {
  it('says what was wrong, where, as a warning', () => {
    const reader = new Reader();
    readLabelledItems(reader, [{ other: 1 }, 'a', 'a'], '$.groups');
    readLabelledItems(reader, 'a, b', '$.items');
    expect(reader.diagnostics).toEqual([
      { code: 'invalid_field', message: 'item has no id or label; skipped', path: '$.groups[0]', severity: 'warning' },
      { code: 'duplicate_id', message: 'item id "a" repeats; the second is kept with a suffix', path: '$.groups[2]', severity: 'warning' },
      { code: 'invalid_field', message: 'items is not a list', path: '$.items', severity: 'warning' },
    ]);
  });
});

describe('firstList with missing spellings', () => {
  it.each([
    ['a missing first spelling is passed over', { b: 'x' }, 'x'],
    ['a missing spelling before a list', { c: ['z'] }, ['z']],
  ])('%s', (_name, source, expected) => {
    expect(firstList(source, ['a', 'b', 'c'])).toEqual(expected);
  });
});
