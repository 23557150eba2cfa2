import * as v from 'valibot';
import { diagnostic, type Diagnostic, type DiagnosticCode } from './diagnostics';

/** Field-level schemas. Valibot has no eval or Function constructor, so strict CSP hosts work. */
export const Text = v.string();
export const NonEmptyText = v.pipe(v.string(), v.trim(), v.minLength(1));
export const Whole = v.pipe(v.number(), v.integer());
export const NonNegativeWhole = v.pipe(v.number(), v.integer(), v.minValue(0));
export const Flag = v.boolean();
// valibot's record() accepts an array (turning `[{…}]` into `{ "0": {…} }`): an object field
// delivered as a list must be reported as invalid, not carried as a renamed object.
export const Record = v.pipe(
  v.custom<unknown>((value) => !Array.isArray(value), 'a list where an object belongs'),
  v.record(v.string(), v.unknown()),
);
export const List = v.array(v.unknown());
export const TextList = v.array(v.string());
export const DisplayModeSchema = v.picklist(['sequential', 'stacked']);
export const ScreenRoleSchema = v.picklist(['primary', 'attached']);
/** Where the activity kinds (drag-drop-match, grouping, card-flip, image-hotspot) carry their prompt, first found wins (docs/assumptions.md). */
export const ACTIVITY_PROMPT_KEYS = ['prompt', 'question', 'instructions', 'title'] as const;
export const NonNegativeNumber = v.pipe(v.number(), v.minValue(0));
/**
 * A finite number, or text that reads as one (`"30"`, `" 7.5 "`): the numeric strings the course
 * chrome's readNumber (src/course/read.ts) accepts, as a schema the Reader can report with.
 */
export const NumberLike = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.trim(), v.minLength(1))], 'not a number, nor text holding one'),
  v.transform(Number),
  v.finite('not a number, nor text holding one'),
);
export const NonNegativeNumberLike = v.pipe(NumberLike, v.minValue(0, 'below zero'));
/** A phase's screen_count: a whole number of at least one. */
export const ScreenCount = v.pipe(Whole, v.minValue(1));
/** An option's label or value: non-empty text (trimmed) or a number. */
export const TextOrNumber = v.union([NonEmptyText, v.number()]);

/** What a fast check returns when the value does not match: valibot then says why. */
const MISS = Symbol('miss');

const nonEmptyText = (value: unknown) => {
  if (typeof value !== 'string') return MISS;
  const trimmed = value.trim();
  return trimmed.length >= 1 ? trimmed : MISS;
};
const isWhole = (value: unknown) => typeof value === 'number' && Number.isInteger(value);
const numberLike = (value: unknown) => {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  return Number.isFinite(number) ? number : MISS;
};

/**
 * The same answers as valibot for the schemas normalize reads thousands of times per payload,
 * without its per-call allocations: safeParse was a third of normalizeCourse (see
 * docs/performance.md#fast-checks-instead-of-valibot). Each returns the schema's output, or MISS
 * exactly when the schema fails.
 */
const FAST_CHECKS = new Map<v.GenericSchema, (value: unknown) => unknown>([
  [Text, (value) => (typeof value === 'string' ? value : MISS)],
  [NonEmptyText, nonEmptyText],
  [Whole, (value) => (isWhole(value) ? value : MISS)],
  [NonNegativeWhole, (value) => (isWhole(value) && (value as number) >= 0 ? value : MISS)],
  [NonNegativeNumber, (value) => (typeof value === 'number' && value >= 0 ? value : MISS)],
  [NumberLike, numberLike],
  [NonNegativeNumberLike, (value) => {
    const number = numberLike(value);
    return number !== MISS && (number as number) >= 0 ? number : MISS;
  }],
  [ScreenCount, (value) => (isWhole(value) && (value as number) >= 1 ? value : MISS)],
  [Flag, (value) => (typeof value === 'boolean' ? value : MISS)],
  // valibot's array copies; normalize only reads the copy, so the list itself serves.
  [List, (value) => (Array.isArray(value) ? value : MISS)],
  [DisplayModeSchema, (value) => (value === 'sequential' || value === 'stacked' ? value : MISS)],
  [ScreenRoleSchema, (value) => (value === 'primary' || value === 'attached' ? value : MISS)],
  [TextOrNumber, (value) => (typeof value === 'number' ? (Number.isNaN(value) ? MISS : value) : nonEmptyText(value))],
]);

/** The schema's output for `value`, or MISS. */
function parse(schema: v.GenericSchema, value: unknown): unknown {
  const fast = FAST_CHECKS.get(schema);
  if (fast) return fast(value);
  const result = v.safeParse(schema, value);
  return result.success ? result.output : MISS;
}

/** Collects diagnostics while normalize reads one payload. */
export class Reader {
  /**
   * `prefix` is where this reader reads (`phases[3].components[5]`): the paths a kind's reader
   * reports relative to its component become JSON paths from the payload's root.
   */
  constructor(
    readonly diagnostics: Diagnostic[] = [],
    private readonly prefix = '',
  ) {}

  report(code: DiagnosticCode, message: string, path?: string, severity?: Diagnostic['severity']): void {
    this.diagnostics.push(diagnostic(code, message, this.prefix === '' ? path : joinPath(this.prefix, path), severity));
  }

  /** A reader that reports into the same list, with paths under `path`. */
  under(path: string): Reader {
    return new Reader(this.diagnostics, joinPath(this.prefix, path));
  }

  /** The field if it matches `schema`; otherwise `fallback`, and a diagnostic when `required` or present. */
  field<S extends v.GenericSchema>(
    source: Readonly<Record<string, unknown>>,
    key: string,
    schema: S,
    fallback: v.InferOutput<S>,
    path: string,
    required = false,
  ): v.InferOutput<S> {
    const value = source[key];
    const output = parse(schema, value);
    if (output !== MISS) return output as v.InferOutput<S>;
    if (value === undefined || value === null) {
      if (required) this.report('missing_field', `${key} is missing`, `${path}.${key}`);
    } else {
      const why = v.safeParse(schema, value).issues?.[0]?.message ?? 'unexpected value';
      this.report('invalid_field', `${key} is invalid (${why})`, `${path}.${key}`);
    }
    return fallback;
  }

  /** The first of several spellings that holds a value matching `schema`, else `fallback` (silent). */
  firstOf<S extends v.GenericSchema>(
    source: Readonly<Record<string, unknown>>,
    keys: readonly string[],
    schema: S,
    fallback: v.InferOutput<S>,
  ): v.InferOutput<S> {
    // One look-up of the check for all the spellings; an absent one (undefined) fails every fast check.
    const fast = FAST_CHECKS.get(schema);
    for (let i = 0; i < keys.length; i += 1) {
      const value = source[keys[i]!];
      if (fast && value === undefined) continue;
      const output = fast ? fast(value) : parse(schema, value);
      if (output !== MISS) return output as v.InferOutput<S>;
    }
    return fallback;
  }
}

/** `phases[0].components[2]` + `cards[1]` → `phases[0].components[2].cards[1]`; + `[1]` → `…[2][1]`. */
function joinPath(prefix: string, path: string | undefined): string {
  if (path === undefined || path === '') return prefix;
  if (prefix === '') return path;
  return path.startsWith('[') ? `${prefix}${path}` : `${prefix}.${path}`;
}

/** Narrows unknown data to a plain record, or an empty one. */
export function asRecord(value: unknown): Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
