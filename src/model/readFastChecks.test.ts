import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { type Check, MISS } from './check';
import { PositiveStep } from './fields/readEvaluation';
import { OptionText } from './fields/readEvaluationOutline';
import { InputType } from './fields/readFormInput';
import { Pagination } from './normalizeCatalog';
import { DisplayModeSchema, Finite, Flag, List, NonEmptyText, NonNegativeNumber, NonNegativeNumberLike, NonNegativeWhole, NumberLike, Reader, Record, ScreenCount, ScreenRoleSchema, Text, TextOrNumber, Whole } from './read';

const NOT_A_NUMBER = 'not a number, nor text holding one';
const ValibotNonEmptyText = v.pipe(v.string(), v.trim(), v.minLength(1));
const ValibotWhole = v.pipe(v.number(), v.integer());
const ValibotNumberLike = v.pipe(v.union([v.number(), v.pipe(v.string(), v.trim(), v.minLength(1))]), v.transform(Number), v.finite());

/**
 * Each check beside the valibot schema normalize used to parse with: the reference its hand-written
 * reading is proven against (valibot stays a dev dependency for it, and off normalize's path).
 */
const PAIRS: ReadonlyArray<readonly [string, Check<unknown>, v.GenericSchema]> = [
  ['Text', Text, v.string()],
  ['NonEmptyText', NonEmptyText, ValibotNonEmptyText],
  ['Whole', Whole, ValibotWhole],
  ['NonNegativeWhole', NonNegativeWhole, v.pipe(v.number(), v.integer(), v.minValue(0))],
  ['NonNegativeNumber', NonNegativeNumber, v.pipe(v.number(), v.minValue(0))],
  ['NumberLike', NumberLike, ValibotNumberLike],
  ['NonNegativeNumberLike', NonNegativeNumberLike, v.pipe(ValibotNumberLike, v.minValue(0))],
  ['ScreenCount', ScreenCount, v.pipe(ValibotWhole, v.minValue(1))],
  ['Finite', Finite, v.pipe(v.number(), v.finite())],
  ['Flag', Flag, v.boolean()],
  ['List', List, v.array(v.unknown())],
  ['Record', Record, v.pipe(v.custom<unknown>((value) => !Array.isArray(value)), v.record(v.string(), v.unknown()))],
  ['DisplayModeSchema', DisplayModeSchema, v.picklist(['sequential', 'stacked'])],
  ['ScreenRoleSchema', ScreenRoleSchema, v.picklist(['primary', 'attached'])],
  ['TextOrNumber', TextOrNumber, v.union([ValibotNonEmptyText, v.number()])],
  ['OptionText (evaluation)', OptionText, v.union([ValibotNonEmptyText, v.pipe(v.number(), v.transform(String))])],
  ['PositiveStep (evaluation)', PositiveStep, v.pipe(v.number(), v.finite(), v.minValue(Number.MIN_VALUE))],
  ['InputType (form-input)', InputType, v.pipe(v.string(), v.trim(), v.toLowerCase(), v.picklist(['text', 'email', 'number', 'textarea']))],
  ['Pagination (catalog)', Pagination, v.object({ page: v.pipe(ValibotWhole, v.minValue(1)), limit: v.pipe(ValibotWhole, v.minValue(0)), total: v.pipe(ValibotWhole, v.minValue(0)), hasMore: v.boolean() })],
];
const FALLBACK = Symbol('fallback');

const scalar = fc.oneof(
  fc.constantFrom('', ' ', ' x ', '\t\n', 'sequential', 'stacked', 'primary', 'attached', ' primary', ' Email ', 'TEXTAREA', -0, 0, -1, 1.5, 2 ** 53, Number.MIN_VALUE, Number.NaN, Number.POSITIVE_INFINITY, null, true),
  // Numeric text, and text that only nearly is.
  fc.constantFrom('30', ' 7.5 ', '-5', '-0', '1e3', '0x1f', 'Infinity', '30s', '3 0', '.5', '5.'),
  fc.double().map(String),
  fc.double(),
);
/** Values like the ones a payload holds, plus the near misses each check must reject as valibot does. */
const values = fc.oneof(
  fc.jsonValue(),
  scalar,
  // Objects with the keys a check looks for (pagination), and the keys snapshot drops.
  fc.record({ page: scalar, limit: scalar, total: scalar, hasMore: scalar }, { requiredKeys: [] }),
  fc.record({ page: fc.integer({ min: 0, max: 3 }), limit: fc.integer({ min: -1, max: 3 }), total: fc.nat(3), hasMore: fc.boolean(), more: scalar }),
  fc.constantFrom({ constructor: 1, a: 2 }, JSON.parse('{"__proto__": 1, "b": 2}') as unknown, { prototype: [] }),
);

describe('Reader checks', () => {
  it.each(PAIRS)('%s gives valibot’s answer for any value', (_name, check, schema) => {
    fc.assert(
      fc.property(values, (value) => {
        const parsed = v.safeParse(schema, value);
        const read = new Reader().firstOf({ value }, ['value'], check, FALLBACK as never);
        expect(read).toEqual(parsed.success ? parsed.output : FALLBACK);
      }),
      { numRuns: 300, seed: 10 },
    );
  });

  // firstOf skips an absent spelling without running the check: right only while every check misses it.
  it.each(PAIRS)('%s misses an absent value, as valibot does', (_name, check, schema) => {
    expect(check.read(undefined)).toBe(MISS);
    expect(v.safeParse(schema, undefined).success).toBe(false);
  });

  it.each(PAIRS)('%s says why any value it misses fails', (_name, check) => {
    fc.assert(
      fc.property(values, (value) => {
        fc.pre(value !== null && check.read(value) === MISS);
        const reader = new Reader();
        reader.field({ value }, 'value', check, FALLBACK as never, '$');
        expect(reader.diagnostics).toEqual([{ code: 'invalid_field', message: `value is invalid (${check.why(value)})`, path: '$.value', severity: 'warning' }]);
        expect(check.why(value).trim()).not.toBe('');
      }),
      { numRuns: 200, seed: 11 },
    );
  });

  it.each([
    [Text, 5, 'expected text, received 5'],
    [NonEmptyText, '  ', 'expected non-blank text, received "  "'],
    [NonEmptyText, 'x'.repeat(50), `expected non-blank text, received "${'x'.repeat(40)}…"`],
    [Whole, 1.5, 'expected a whole number, received 1.5'],
    [NonNegativeWhole, -1, 'expected a whole number of at least 0, received -1'],
    [ScreenCount, 0, 'expected a whole number of at least 1, received 0'],
    [Flag, 'yes', 'expected true or false, received "yes"'],
    [List, { a: 1 }, 'expected a list, received an object'],
    [Record, [], 'a list where an object belongs'],
    [Record, 'x', 'expected an object, received "x"'],
    [DisplayModeSchema, 'carousel', 'expected "sequential" or "stacked", received "carousel"'],
    [NumberLike, 'half a minute', NOT_A_NUMBER],
    [NonNegativeNumberLike, [3], NOT_A_NUMBER],
    [NonNegativeNumberLike, '-30', 'below zero'],
    [Pagination, { page: 0, limit: 1, total: 1, hasMore: false }, 'page: expected a whole number of at least 1, received 0'],
    [Pagination, { page: 1, limit: 1, total: 1 }, 'hasMore: expected true or false, received undefined'],
    [Pagination, [1], 'page: expected a whole number of at least 1, received undefined'],
    [Pagination, 7, 'expected an object, received 7'],
  ] as const)('explains a miss in an author’s words (%#)', (check, value, why) => {
    expect((check as Check<unknown>).why(value)).toBe(why);
  });
});
