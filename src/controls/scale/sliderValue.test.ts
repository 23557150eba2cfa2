import { describe, expect, it } from 'vitest';
import { endLabel, restingValue, valueAfterKey } from './sliderValue';

describe('slider values', () => {
  it.each([
    [1, 5, 1, 3],
    [0, 10, 1, 5],
    [1, 4, 1, 3],
    [0, 100, 10, 50],
    [0, 1, 1, 1],
  ])('restingValue(%d, %d, %d) is %d', (min, max, step, expected) => {
    expect(restingValue(min, max, step)).toBe(expected);
  });

  it.each([
    [1, 'Low'],
    [5, 'High'],
    [3, null],
  ])('endLabel(%d)', (value, expected) => {
    expect(endLabel(value, 1, 5, 'Low', 'High')).toBe(expected);
  });

  it('has no end label when the payload gives none', () => {
    expect(endLabel(1, 1, 5, '', 'High')).toBeNull();
  });

  it.each([
    ['Home', false, 3, 1],
    ['End', false, 3, 5],
    ['ArrowRight', false, 3, 4],
    ['ArrowUp', false, 5, 5],
    ['ArrowLeft', false, 1, 1],
    ['ArrowDown', false, 3, 2],
    ['PageUp', false, 3, 5],
    ['ArrowLeft', true, 3, 1],
    ['Tab', false, 3, null],
  ])('valueAfterKey(%s, shift %s, from %d) is %s', (key, shift, from, expected) => {
    expect(valueAfterKey(key, shift, from, 1, 5)).toBe(expected);
  });

  it.each([
    ['ArrowLeft', 3, 4],
    ['ArrowRight', 3, 2],
    ['ArrowUp', 3, 4],
    ['ArrowLeft', 5, 5],
  ] as const)('right to left, %s from %d is %d (the slider runs from the right)', (key, from, expected) => {
    expect(valueAfterKey(key, false, from, 1, 5, 1, 'rtl')).toBe(expected);
  });
});
