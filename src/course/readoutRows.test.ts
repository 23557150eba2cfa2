import { describe, expect, it } from 'vitest';
import { readoutRows } from './readoutRows';

describe('readoutRows', () => {
  const readout = { matches: [{ matchId: 'm1', label: 'First-line therapy' }, { matchId: 'm2', label: 'Dose' }, { matchId: 'm1', label: 'dup' }, {}] };

  it('pairs answers by matchId', () => {
    expect(readoutRows(readout, { m1: { label: 'A', correct: false }, m2: 'B' }, { m1: { label: 'C', correct: true } })).toEqual([
      { matchId: 'm1', label: 'First-line therapy', before: { label: 'A', correct: false }, after: { label: 'C', correct: true } },
      { matchId: 'm2', label: 'Dose', before: { label: 'B' }, after: null },
    ]);
  });

  it.each([null, {}, { matches: 'x' }, []])('reads %j as no rows', (input) => {
    expect(readoutRows(input, null, null)).toEqual([]);
  });

  it('does not read inherited keys', () => {
    expect(readoutRows({ matches: [{ matchId: 'toString', label: 'x' }] }, {}, {})[0]?.before).toBeNull();
  });
});
