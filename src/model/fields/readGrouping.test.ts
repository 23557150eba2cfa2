import { describe, expect, it } from 'vitest';
import { readGrouping } from './readGrouping';

describe('readGrouping', () => {
  it('reads the delivered shape', () => {
    expect(
      readGrouping({
        prompt: 'Sort them',
        groups: [{ id: 'g1', label: 'Group one' }],
        items: [{ id: 'i1', label: 'Item one' }, { id: 'i2', text: 'Item two' }],
      }),
    ).toEqual({
      prompt: 'Sort them',
      groups: [{ id: 'g1', label: 'Group one' }],
      items: [{ id: 'i1', label: 'Item one' }, { id: 'i2', label: 'Item two' }],
    });
  });

  it.each([
    ['strings as groups and items', { groups: ['Fast', 'Slow'], items: ['Hare'] }, ['Fast', 'Slow'], ['Hare']],
    ['other spellings', { categories: [{ id: 'c', content: 'C' }], cards: [{ key: 'k', name: 'K' }] }, ['c'], ['k']],
    ['junk entries are skipped', { groups: [null, [], { id: '' }], items: [true, { id: 'i' }] }, [], ['i']],
  ])('%s', (_name, fields, groupIds, itemIds) => {
    const view = readGrouping(fields);
    expect(view.groups.map((group) => group.id)).toEqual(groupIds);
    expect(view.items.map((item) => item.id)).toEqual(itemIds);
  });

  it.each([undefined, null, 'grouping', 7, [], { groups: 'a', items: { i: 1 } }])('never throws on %j', (fields) => {
    expect(readGrouping(fields)).toEqual({ prompt: '', groups: [], items: [] });
  });
});

describe('readGrouping spellings', () => {
  it.each([
    ['question', { question: 'Q' }, 'Q'],
    ['instructions', { instructions: 'I' }, 'I'],
    ['title', { title: 'T' }, 'T'],
    ['prompt before title', { title: 'T', prompt: 'P' }, 'P'],
  ])('reads the prompt from %s', (_name, fields, prompt) => {
    expect(readGrouping(fields).prompt).toBe(prompt);
  });

  it.each([
    ['buckets', { buckets: ['B'] }, ['B'], []],
    ['categories before buckets', { categories: ['C'], buckets: ['B'] }, ['C'], []],
    ['items before cards', { items: ['I'], cards: ['C'] }, [], ['I']],
  ])('reads groups and items from %s', (_name, fields, groupIds, itemIds) => {
    const view = readGrouping(fields);
    expect([view.groups.map((g) => g.id), view.items.map((i) => i.id)]).toEqual([groupIds, itemIds]);
  });
});
