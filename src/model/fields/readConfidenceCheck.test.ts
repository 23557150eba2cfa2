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

describe('readConfidenceCheck spellings', () => {
  const empty = { statement: '', min: 1, max: 5, minLabel: '', maxLabel: '', helperText: '' };
  it.each([
    ['minimum and maximum', { minimum: 0, maximum: 3 }, { min: 0, max: 3 }],
    ['scale_min and scale_max', { scale_min: 2, scale_max: 9 }, { min: 2, max: 9 }],
    ['min before minimum before scale_min', { scale_min: 7, minimum: 4, min: 0, max: 10 }, { min: 0, max: 10 }],
    ['minimum before scale_min', { scale_min: 7, minimum: 4, max: 10 }, { min: 4, max: 10 }],
    ['maximum before scale_max', { scale_max: 7, maximum: 4 }, { max: 4 }],
    ['a negative minimum', { min: -3, max: 3 }, { min: -3, max: 3 }],
    ['max exactly one above min', { min: 4, max: 5 }, { min: 4, max: 5 }],
    ['max below min keeps the default width', { min: 6, max: 2 }, { min: 6, max: 10 }],
    ['a range of exactly MAX_SCALE_STEPS', { min: 0, max: 100 }, { min: 0, max: 100 }],
    ['a range one over MAX_SCALE_STEPS', { min: 5, max: 106 }, { min: 5, max: 105 }],
    ['statement from prompt', { prompt: 'P' }, { statement: 'P' }],
    ['statement from question', { question: 'Q' }, { statement: 'Q' }],
    ['statement from title', { title: 'T' }, { statement: 'T' }],
    ['statement before prompt', { prompt: 'P', statement: 'S' }, { statement: 'S' }],
    ['max_label', { max_label: 'High' }, { maxLabel: 'High' }],
    ['maxLabel before max_label', { max_label: 'High', maxLabel: 'Top' }, { maxLabel: 'Top' }],
    ['helper_text', { helper_text: 'H' }, { helperText: 'H' }],
    ['hint', { hint: 'H' }, { helperText: 'H' }],
    ['helperText before hint', { hint: 'H', helperText: 'T' }, { helperText: 'T' }],
  ])('reads %s', (_name, fields, view) => {
    expect(readConfidenceCheck(fields)).toEqual({ ...empty, ...view });
  });
});
