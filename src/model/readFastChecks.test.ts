import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { DisplayModeSchema, Flag, List, NonEmptyText, NonNegativeNumber, NonNegativeNumberLike, NonNegativeWhole, NumberLike, Reader, ScreenCount, ScreenRoleSchema, Text, TextOrNumber, Whole } from './read';

const SCHEMAS = { Text, NonEmptyText, Whole, NonNegativeWhole, NonNegativeNumber, NumberLike, NonNegativeNumberLike, ScreenCount, Flag, List, DisplayModeSchema, ScreenRoleSchema, TextOrNumber };
const FALLBACK = Symbol('fallback');

/** Values like the ones a payload holds, plus the near misses each fast check must reject as valibot does. */
const values = fc.oneof(
  fc.jsonValue(),
  fc.constantFrom('', ' ', ' x ', '\t\n', 'sequential', 'stacked', 'primary', 'attached', ' primary', -0, 0, -1, 1.5, 2 ** 53, Number.NaN, Number.POSITIVE_INFINITY),
  // Numeric text, and text that only nearly is.
  fc.constantFrom('30', ' 7.5 ', '-5', '-0', '1e3', '0x1f', 'Infinity', '30s', '3 0', '.5', '5.'),
  fc.double().map(String),
);

/**
 * The Reader answers the schemas normalize reads per block without valibot, whose safeParse was a
 * third of normalizeCourse (see docs/performance.md#fast-checks-instead-of-valibot). Whatever the
 * value, it must return what valibot would: the same output on success, the fallback on failure.
 */
describe('Reader fast checks', () => {
  it.each(Object.entries(SCHEMAS))('%s gives valibot’s answer for any value', (_name, schema) => {
    fc.assert(
      fc.property(values, (value) => {
        const parsed = v.safeParse(schema as v.GenericSchema, value);
        const read = new Reader().firstOf({ value }, ['value'], schema as v.GenericSchema, FALLBACK as never);
        expect(read).toEqual(parsed.success ? parsed.output : FALLBACK);
      }),
      { numRuns: 300, seed: 10 },
    );
  });

  it('still reports why a present value fails, in valibot’s words', () => {
    const reader = new Reader();
    expect(reader.field({ n: 1.5 }, 'n', Whole, 0, '$')).toBe(0);
    expect(reader.diagnostics[0]?.message).toBe(`n is invalid (${v.safeParse(Whole, 1.5).issues?.[0]?.message})`);
  });
});
