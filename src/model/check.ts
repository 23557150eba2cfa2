/** What a check returns when the value does not match. */
export const MISS: unique symbol = Symbol('miss');

/**
 * A field's expected shape as the Reader runs it: plain code, no schema library on normalize's
 * path (docs/performance.md#field-checks-without-valibot). `read` is run for every value read,
 * `why` only for a value that missed, to say so in a diagnostic.
 */
export interface Check<T> {
  /** The value as normalize keeps it (trimmed text, a number read from text), or MISS. No check takes `undefined`. */
  readonly read: (value: unknown) => T | typeof MISS;
  /** Why a value that missed does not match, in an author's words. */
  readonly why: (value: unknown) => string;
}

/** A check from its reading and what it expects (`"expected a list, received 5"`) or a custom reason. */
export function check<T>(read: (value: unknown) => T | typeof MISS, expected: string | ((value: unknown) => string)): Check<T> {
  return { read, why: typeof expected === 'string' ? (value) => `expected ${expected}, received ${shown(value)}` : expected };
}

/** Longest text a diagnostic quotes; a pasted paragraph in a number field is cut. */
const QUOTED_CHARS = 40;

/** A value as a diagnostic names it: text quoted (and cut), numbers and flags as written, containers by kind. */
export function shown(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value.length > QUOTED_CHARS ? `${value.slice(0, QUOTED_CHARS)}…` : value);
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object' && value !== null) return 'an object';
  return String(value);
}
