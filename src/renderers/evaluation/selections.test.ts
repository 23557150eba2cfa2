import { describe, expect, it } from 'vitest';
import { withSelection } from './selections';

describe('withSelection', () => {
  it.each([
    ['sets an answer', {}, 'q1', 'yes', { q1: 'yes' }],
    ['replaces an answer', { q1: 'yes', q2: '3' }, 'q1', 'no', { q1: 'no', q2: '3' }],
    ['removes an answer', { q1: 'A|B', q2: '3' }, 'q1', null, { q2: '3' }],
  ])('%s', (_name, before, id, value, after) => {
    expect(withSelection(before, id, value)).toEqual(after);
  });
});
