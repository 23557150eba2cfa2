import { describe, expect, it } from 'vitest';
import { SeenValues } from './seenValues';

describe('SeenValues', () => {
  it.each([3, 16, 17, 40])('answers like a Set across %i values, before and after it outgrows the short list', (count) => {
    const seen = new SeenValues();
    for (let i = 0; i < count; i += 1) {
      expect(seen.has(`v${i}`)).toBe(false);
      seen.add(`v${i}`);
      expect(seen.has(`v${i}`)).toBe(true);
    }
    for (let i = 0; i < count; i += 1) expect(seen.has(`v${i}`)).toBe(true);
    expect(seen.has('v-missing')).toBe(false);
  });
});
