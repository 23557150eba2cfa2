import { describe, expect, it } from 'vitest';
import { breakLongWords } from './breakLongWords';

describe('breakLongWords', () => {
  it('puts a break opportunity into every 120 characters of an unbroken word', () => {
    expect(breakLongWords(`<p>${'A'.repeat(250)}</p>`)).toBe(`<p>${'A'.repeat(120)}<wbr>${'A'.repeat(120)}<wbr>${'A'.repeat(10)}</p>`);
  });

  it('leaves prose, tags, long attribute values and entities alone', () => {
    const href = `https://cdn.example.org/${'x'.repeat(300)}`;
    const html = `<p>Blood pressure &amp; <a href="${href}">home readings</a> ${'word '.repeat(100)}</p>`;
    expect(breakLongWords(html)).toBe(html);
  });

  it('does not add a break at the very end of a run of exactly 120', () => {
    expect(breakLongWords(`<p>${'B'.repeat(120)}</p>`)).toBe(`<p>${'B'.repeat(120)}</p>`);
  });

  it('breaks a run of 121 among short words, and leaves the same prose without it whole', () => {
    const prose = 'word '.repeat(40);
    expect(breakLongWords(`<p>${prose}${'C'.repeat(121)} ${prose}</p>`)).toBe(`<p>${prose}${'C'.repeat(120)}<wbr>C ${prose}</p>`);
    expect(breakLongWords(`<p>${prose}<em>${'C'.repeat(60)}</em>${'C'.repeat(61)} ${prose}</p>`)).toBe(`<p>${prose}<em>${'C'.repeat(60)}</em>${'C'.repeat(61)} ${prose}</p>`);
  });
});
