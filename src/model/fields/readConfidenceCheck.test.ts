import { describe, expect, it } from 'vitest';
import { MAX_SCALE_STEPS, readConfidenceCheck } from './readConfidenceCheck';

describe('readConfidenceCheck', () => {
  it('reads the delivered shape', () => {
    expect(
      readConfidenceCheck({ statement: 'How sure?', min: 1, max: 5, minLabel: 'Not', maxLabel: 'Very', helperText: 'Not graded.' }),
    ).toEqual({ statement: 'How sure?', min: 1, max: 5, minLabel: 'Not', maxLabel: 'Very', helperText: 'Not graded.' });
  });

  it.each([
    ['defaults when missing', {}, 1, 5],
    ['rounds to whole numbers', { min: 0.4, max: 9.6 }, 0, 10],
    ['max not above min keeps the default width', { min: 3, max: 3 }, 3, 7],
    ['max of the wrong type', { min: 0, max: '10' }, 0, 4],
    ['a hostile range is bounded', { min: 0, max: 1e9 }, 0, MAX_SCALE_STEPS],
    ['non-finite numbers fall back', { min: Number.NaN, max: Number.POSITIVE_INFINITY }, 1, 5],
    ['snake_case labels', { min_label: 'Low', max_label: 'High' }, 1, 5],
  ])('%s', (_name, fields, min, max) => {
    const view = readConfidenceCheck(fields);
    expect([view.min, view.max]).toEqual([min, max]);
  });

  it('ignores options: a confidence check never has any', () => {
    expect(readConfidenceCheck({ options: ['a', 'b'], min_label: 'Low' })).toEqual({
      statement: '', min: 1, max: 5, minLabel: 'Low', maxLabel: '', helperText: '',
    });
  });

  it.each([undefined, null, 'x', 3, [1, 2]])('never throws on %j', (fields) => {
    expect(readConfidenceCheck(fields)).toEqual({ statement: '', min: 1, max: 5, minLabel: '', maxLabel: '', helperText: '' });
  });
});
