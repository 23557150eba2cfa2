/**
 * Tolerant readers for untrusted payload parts: each returns a value of the asked type or a
 * fallback, never throws. Components read every field through these.
 */

export type UnknownRecord = Readonly<Record<string, unknown>>;

const EMPTY: UnknownRecord = Object.freeze({});

/** The value as a plain object, or an empty one. */
export function readRecord(value: unknown): UnknownRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as UnknownRecord) : EMPTY;
}

/** The value as an array, or an empty one. */
export function readList(value: unknown): readonly unknown[] {
  return Array.isArray(value) ? value : [];
}

/** A non-blank string (trimmed), or null. Numbers are shown as text. */
export function readText(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed.length > 0 ? trimmed : null;
}

/** The first of several fields holding text (tolerates spellings such as `label`/`text`). */
export function readFirstText(source: unknown, keys: readonly string[]): string | null {
  const record = readRecord(source);
  for (const key of keys) {
    const text = readText(record[key]);
    if (text !== null) return text;
  }
  return null;
}

/** A finite number (numeric strings accepted), or null. */
export function readNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}

/** True only for the boolean true (a string "false" must not switch anything on). */
export function readFlag(value: unknown): boolean {
  return value === true;
}

/** Non-blank strings of a list; anything else is skipped. */
export function readTextList(value: unknown): string[] {
  return readList(value).map(readText).filter((text): text is string => text !== null);
}

/** A valid date from an ISO string (or epoch milliseconds), else null. */
export function readDate(value: unknown): Date | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  if (typeof value === 'string' && value.trim() === '') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}
