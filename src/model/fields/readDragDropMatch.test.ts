import { describe, expect, it } from 'vitest';
import { readDragDropMatch } from './readDragDropMatch';

describe('readDragDropMatch', () => {
  it('reads the delivered shape', () => {
    const view = readDragDropMatch({
      prompt: 'Match them',
      sourceItems: [{ id: 's1', label: 'One' }, { id: 's2', text: 'Two' }],
      targetItems: [{ id: 't1', content: 'Ten' }],
    });
    expect(view).toEqual({
      prompt: 'Match them',
      sources: [{ id: 's1', label: 'One' }, { id: 's2', label: 'Two' }],
      targets: [{ id: 't1', label: 'Ten' }],
    });
  });

  it.each([
    ['strings as items', { source_items: ['A', 'B'], targets: ['X'] }, ['A', 'B'], ['X']],
    ['an object without label shows its id', { sourceItems: [{ id: 's1' }], targetItems: [{ id: 7 }] }, ['s1'], ['7']],
    ['junk entries are skipped', { sourceItems: [null, {}, 3, { label: '' }], targetItems: 'nope' }, ['3'], []],
    ['an object without id is named by its label', { sourceItems: [{ label: 'Only a label' }], targetItems: [{ text: ' T ' }] }, ['Only a label'], ['T']],
    ['repeated ids get a suffix', { sourceItems: [{ id: 'a', label: 'A' }, { id: 'a', label: 'A2' }], targetItems: [] }, ['a', 'a#1'], []],
  ])('%s', (_name, fields, sourceIds, targetIds) => {
    const view = readDragDropMatch(fields);
    expect(view.sources.map((item) => item.id)).toEqual(sourceIds);
    expect(view.targets.map((item) => item.id)).toEqual(targetIds);
  });

  it.each([undefined, null, 42, 'text', [], { sourceItems: { a: 1 } }])('never throws on %j', (fields) => {
    expect(readDragDropMatch(fields)).toEqual({ prompt: '', sources: [], targets: [] });
  });
});

describe('readDragDropMatch spellings', () => {
  it.each([
    ['question', { question: 'Q' }, 'Q'],
    ['instructions', { instructions: 'I' }, 'I'],
    ['title', { title: 'T' }, 'T'],
    ['prompt before title', { title: 'T', prompt: 'P' }, 'P'],
  ])('reads the prompt from %s', (_name, fields, prompt) => {
    expect(readDragDropMatch(fields)).toEqual({ prompt, sources: [], targets: [] });
  });

  it.each([
    ['sources and targets', { sources: ['S'], targets: ['T'] }, ['S'], ['T']],
    ['target_items', { target_items: ['T'] }, [], ['T']],
    ['camelCase before snake_case before the short spelling', { sources: ['c'], source_items: ['b'], sourceItems: ['a'], targets: ['z'], target_items: ['y'], targetItems: ['x'] }, ['a'], ['x']],
    ['snake_case before the short spelling', { sources: ['c'], source_items: ['b'], targets: ['z'], target_items: ['y'] }, ['b'], ['y']],
  ])('reads the items from %s', (_name, fields, sourceIds, targetIds) => {
    const view = readDragDropMatch(fields);
    expect([view.sources.map((s) => s.id), view.targets.map((t) => t.id)]).toEqual([sourceIds, targetIds]);
  });
});
