import { describe, expect, it } from 'vitest';
import { addPair, knownPairs, nextUnpaired, pairedIds, removePair, type CardPairs } from './pairs';

describe('card pairs', () => {
  it.each<[string, CardPairs, string, string, CardPairs]>([
    ['adds a first pair', [], 'a', 'b', [['a', 'b']]],
    ['appends in the order made', [['a', 'b']], 'c', 'd', [['a', 'b'], ['c', 'd']]],
    ['a card leaves its old pair', [['a', 'b'], ['c', 'd']], 'a', 'c', [['a', 'c']]],
    ['pairing a card with itself changes nothing', [['a', 'b']], 'c', 'c', [['a', 'b']]],
  ])('addPair: %s', (_name, before, first, second, after) => {
    expect(addPair(before, first, second)).toEqual(after);
  });

  it.each<[string, CardPairs, string, CardPairs]>([
    ['by its first card', [['a', 'b'], ['c', 'd']], 'a', [['c', 'd']]],
    ['by its second card', [['a', 'b'], ['c', 'd']], 'd', [['a', 'b']]],
    ['an unpaired card changes nothing', [['a', 'b']], 'z', [['a', 'b']]],
  ])('removePair: %s', (_name, before, card, after) => {
    expect(removePair(before, card)).toEqual(after);
  });

  it('pairedIds and knownPairs', () => {
    const pairs: CardPairs = [['a', 'b'], ['c', 'gone']];
    expect([...pairedIds(pairs)]).toEqual(['a', 'b', 'c', 'gone']);
    expect(knownPairs(pairs, new Set(['a', 'b', 'c']))).toEqual([['a', 'b']]);
  });

  it.each([
    ['the next unpaired card after the one that went', new Set(['a', 'd']), 'c', 'd'],
    ['wraps to the first unpaired card', new Set(['a']), 'c', 'a'],
    ['null when every card is paired', new Set<string>(), 'c', null],
  ])('nextUnpaired: %s', (_name, unpaired, after, expected) => {
    expect(nextUnpaired(['a', 'b', 'c', 'd'], unpaired, after)).toBe(expected);
  });
});
