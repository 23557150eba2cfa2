import { describe, expect, it } from 'vitest';
import { readCardFlip } from './readCardFlip';

describe('readCardFlip', () => {
  it('reads the delivered shape', () => {
    expect(readCardFlip({ prompt: 'Pair them', cards: [{ id: 'c1', content: 'One' }, { id: 'c2', content: 'Uno' }] })).toEqual({
      prompt: 'Pair them',
      cards: [{ id: 'c1', label: 'One' }, { id: 'c2', label: 'Uno' }],
    });
  });

  it.each([
    ['strings as cards', { cards: ['One', 'Uno'] }, ['One', 'Uno']],
    ['label and text spellings', { cards: [{ id: 'a', label: 'A' }, { id: 'b', text: 'B' }] }, ['a', 'b']],
    ['junk skipped, repeats suffixed', { cards: [null, { id: 'a' }, { id: 'a' }, {}] }, ['a', 'a#2']],
    ['items as a spelling of cards', { items: [{ id: 'x', content: 'X' }] }, ['x']],
  ])('%s', (_name, fields, ids) => {
    expect(readCardFlip(fields).cards.map((card) => card.id)).toEqual(ids);
  });

  it.each([undefined, null, 'cards', 0, [], { cards: 'many' }, { cards: { a: 1 } }])('never throws on %j', (fields) => {
    expect(readCardFlip(fields)).toEqual({ prompt: '', cards: [] });
  });
});

describe('readCardFlip spellings', () => {
  it.each([
    ['question', { question: 'Q' }, 'Q'],
    ['instructions', { instructions: 'I' }, 'I'],
    ['title', { title: 'T' }, 'T'],
    ['prompt before question', { question: 'Q', prompt: 'P' }, 'P'],
  ])('reads the prompt from %s', (_name, fields, prompt) => {
    expect(readCardFlip(fields)).toEqual({ prompt, cards: [] });
  });

  it('reads cards before items', () => {
    expect(readCardFlip({ items: ['I'], cards: ['C'] }).cards).toEqual([{ id: 'C', label: 'C' }]);
  });
});
