import { describe, expect, it } from 'vitest';
import { createSanitizedCache } from './sanitizedCache';

describe('createSanitizedCache', () => {
  it('returns what was stored for an input, undefined for an unknown one', () => {
    const cache = createSanitizedCache();
    cache.set('<p onclick="x">a</p>', '<p>a</p>');
    expect(cache.get('<p onclick="x">a</p>')).toBe('<p>a</p>');
    expect(cache.get('<p>b</p>')).toBeUndefined();
  });

  it('keeps at most maxEntries, dropping the least recently used first', () => {
    const cache = createSanitizedCache(2, 1000);
    cache.set('a', 'A');
    cache.set('b', 'B');
    cache.get('a');
    cache.set('c', 'C');
    expect(cache.size).toBe(2);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('A');
    expect(cache.get('c')).toBe('C');
  });

  it('keeps at most maxCharacters of input and output, and never stores one entry larger than that', () => {
    const cache = createSanitizedCache(100, 10);
    cache.set('aaa', 'AAA');
    cache.set('bbb', 'BBB');
    expect(cache.size).toBe(1);
    expect(cache.get('bbb')).toBe('BBB');
    cache.set('x'.repeat(6), 'X'.repeat(6));
    expect(cache.get('x'.repeat(6))).toBeUndefined();
    expect(cache.get('bbb')).toBe('BBB');
  });
});
