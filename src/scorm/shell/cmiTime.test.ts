import { describe, expect, it } from 'vitest';
import { toCmiTimespan, toScormDuration } from './cmiTime';

describe('session time per SCORM version', () => {
  it.each([
    [0, '0000:00:00.00'],
    [1.234, '0000:00:01.23'],
    [61.5, '0000:01:01.50'],
    [3723.456, '0001:02:03.46'],
    [-5, '0000:00:00.00'],
    [Number.NaN, '0000:00:00.00'],
    [1e9, '9999:59:59.99'],
  ])('1.2 CMITimespan of %s s is %s', (seconds, text) => {
    expect(toCmiTimespan(seconds)).toBe(text);
    expect(text).toMatch(/^\d{4}:\d{2}:\d{2}\.\d{2}$/);
  });

  it.each([
    [0, 'PT0S'],
    [1.234, 'PT1.23S'],
    [1.5, 'PT1.5S'],
    [60, 'PT1M'],
    [3600, 'PT1H'],
    [3723.456, 'PT1H2M3.46S'],
    [90_000, 'PT25H'],
  ])('2004 duration of %s s is %s', (seconds, text) => {
    expect(toScormDuration(seconds)).toBe(text);
  });
});
