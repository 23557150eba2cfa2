import { check, type Check, MISS, shown } from './check';
import { diagnostic, type Diagnostic, type DiagnosticCode } from './diagnostics';
import { isDroppedKey } from './snapshot';

const nonEmptyText = (value: unknown) => {
  if (typeof value !== 'string') return MISS;
  const trimmed = value.trim();
  return trimmed.length >= 1 ? trimmed : MISS;
};
const isWhole = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);
const numberLike = (value: unknown) => {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  return Number.isFinite(number) ? number : MISS;
};

/*
 * Field-level checks: plain code normalize runs thousands of times per payload, with no schema
 * library on its path (docs/performance.md#field-checks-without-valibot). Each gives the answer
 * its valibot schema in readFastChecks.test.ts gives, which a property test proves for any value.
 */
export const Text = check((value) => (typeof value === 'string' ? value : MISS), 'text');
/** Text with something in it, trimmed. */
export const NonEmptyText = check(nonEmptyText, 'non-blank text');
export const Whole = check((value) => (isWhole(value) ? value : MISS), 'a whole number');
export const NonNegativeWhole = check((value) => (isWhole(value) && value >= 0 ? value : MISS), 'a whole number of at least 0');
export const Flag = check((value) => (typeof value === 'boolean' ? value : MISS), 'true or false');
/** A plain object. An object field delivered as a list is invalid, not carried as a renamed object. */
export const Record = check<Readonly<Record<string, unknown>>>(
  (value) => (isRecord(value) ? withoutPrototypeKeys(value) : MISS),
  (value) => (Array.isArray(value) ? 'a list where an object belongs' : `expected an object, received ${shown(value)}`),
);
/** A list, as delivered: normalize reads it and never changes it. */
export const List = check<unknown[]>((value) => (Array.isArray(value) ? value : MISS), 'a list');
export const DisplayModeSchema = check((value) => (value === 'sequential' || value === 'stacked' ? value : MISS), '"sequential" or "stacked"');
export const ScreenRoleSchema = check((value) => (value === 'primary' || value === 'attached' ? value : MISS), '"primary" or "attached"');
/** Where the activity kinds (drag-drop-match, grouping, card-flip, image-hotspot) carry their prompt, first found wins (docs/assumptions.md). */
export const ACTIVITY_PROMPT_KEYS = ['prompt', 'question', 'instructions', 'title'] as const;
export const NonNegativeNumber = check((value) => (typeof value === 'number' && value >= 0 ? value : MISS), 'a number of at least 0');
const NOT_A_NUMBER = 'not a number, nor text holding one';
/**
 * A finite number, or text that reads as one (`"30"`, `" 7.5 "`): the numeric strings the course
 * chrome's readNumber (src/course/read.ts) accepts, as a check the Reader can report with.
 */
export const NumberLike = check(numberLike, () => NOT_A_NUMBER);
export const NonNegativeNumberLike = check(
  (value) => {
    const number = numberLike(value);
    return number !== MISS && number >= 0 ? number : MISS;
  },
  (value) => (numberLike(value) === MISS ? NOT_A_NUMBER : 'below zero'),
);
/** A number JSON can hold (no NaN, no Infinity). */
export const Finite = check((value) => (typeof value === 'number' && Number.isFinite(value) ? value : MISS), 'a finite number');
/** A phase's screen_count: a whole number of at least one. */
export const ScreenCount = check((value) => (isWhole(value) && value >= 1 ? value : MISS), 'a whole number of at least 1');
/** An option's label or value: non-empty text (trimmed) or a number. */
export const TextOrNumber = check<string | number>(
  (value) => (typeof value === 'number' ? (Number.isNaN(value) ? MISS : value) : nonEmptyText(value)),
  'non-blank text or a number',
);

/** The record itself, or a copy without the keys snapshot drops (prototype pollution), should one be there. */
function withoutPrototypeKeys(value: Readonly<Record<string, unknown>>): Readonly<Record<string, unknown>> {
  if (!Object.keys(value).some(isDroppedKey)) return value;
  return Object.fromEntries(Object.entries(value).filter(([key]) => !isDroppedKey(key)));
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

  /** The field if it passes `check`; otherwise `fallback`, and a diagnostic when `required` or present. */
  field<T>(
    source: Readonly<Record<string, unknown>>,
    key: string,
    check: Check<T>,
    fallback: NoInfer<T>,
    path: string,
    required = false,
  ): T {
    const value = source[key];
    const output = check.read(value);
    if (output !== MISS) return output;
    if (value === undefined || value === null) {
      if (required) this.report('missing_field', `${key} is missing`, `${path}.${key}`);
    } else {
      this.report('invalid_field', `${key} is invalid (${check.why(value)})`, `${path}.${key}`);
    }
    return fallback;
  }

  /** The first of several spellings that holds a value passing `check`, else `fallback` (silent). */
  firstOf<T>(source: Readonly<Record<string, unknown>>, keys: readonly string[], check: Check<T>, fallback: NoInfer<T>): T {
    for (let i = 0; i < keys.length; i += 1) {
      const value = source[keys[i]!];
      // An absent spelling fails every check: skip the call.
      if (value === undefined) continue;
      const output = check.read(value);
      if (output !== MISS) return output;
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

/** The first of several spellings holding something (not undefined or null), as `a ?? b ?? c` reads them: the last one's value when none does. */
export const firstPresent = (source: Readonly<Record<string, unknown>>, keys: readonly string[]): unknown => keys.reduce<unknown>((found, key) => found ?? source[key], undefined);

/** Narrows unknown data to a plain record, or an empty one. */
export function asRecord(value: unknown): Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
