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

/** Collects diagnostics while normalize reads one payload. */
export class Reader {
  readonly diagnostics: Diagnostic[] = [];

  report(code: DiagnosticCode, message: string, path?: string, severity?: Diagnostic['severity']): void {
    this.diagnostics.push(diagnostic(code, message, path, severity));
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
    const result = v.safeParse(schema, value);
    if (result.success) return result.output;
    if (value === undefined || value === null) {
      if (required) this.report('missing_field', `${key} is missing`, `${path}.${key}`);
    } else {
      const why = result.issues[0]?.message ?? 'unexpected value';
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
    for (const key of keys) {
      const result = v.safeParse(schema, source[key]);
      if (result.success) return result.output;
    }
    return fallback;
  }
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
