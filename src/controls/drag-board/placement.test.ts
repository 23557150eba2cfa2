import { describe, expect, it } from 'vitest';
import { place } from './placement';

describe('place', () => {
  it.each([
    ['adds a placement', {}, 's1', 't1', { s1: 't1' }],
    ['moves a placement', { s1: 't1', s2: 't2' }, 's1', 't2', { s1: 't2', s2: 't2' }],
    ['clears a placement', { s1: 't1', s2: 't2' }, 's1', null, { s2: 't2' }],
    ['clearing an absent key changes nothing', { s2: 't2' }, 's1', null, { s2: 't2' }],
  ])('%s', (_name, before, key, value, after) => {
    const original = { ...before };
    expect(place(before, key, value)).toEqual(after);
    expect(before).toEqual(original);
  });
});
