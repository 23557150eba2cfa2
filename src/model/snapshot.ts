/** How deep payload data may nest before the rest is cut off (real payloads nest about 6 deep). */
export const MAX_DEPTH = 48;
/** Most entries one array may keep; longer arrays are truncated with a diagnostic upstream. */
export const MAX_ARRAY_LENGTH = 5_000;

const DROPPED_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

export interface Snapshot {
  value: unknown;
  /** Places where reading threw, nested too deep or was cut short. */
  problems: string[];
}

/**
 * Copies untrusted input into plain JSON-like data that can be read without surprises: getters
 * that throw, proxies, cycles, prototype keys, functions and absurd depth are all defused here, so
 * everything after this step reads ordinary objects.
 */
export function snapshot(input: unknown): Snapshot {
  const problems: string[] = [];
  const seen = new WeakSet<object>();

  const copy = (value: unknown, path: string, depth: number): unknown => {
    if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
    if (typeof value === 'number') return Number.isFinite(value) ? value : null;
    if (typeof value !== 'object') return undefined;
    if (depth > MAX_DEPTH) {
      problems.push(`${path}: nested deeper than ${MAX_DEPTH} levels; cut off`);
      return null;
    }
    if (seen.has(value)) {
      problems.push(`${path}: refers back to itself; cut off`);
      return null;
    }
    seen.add(value);
    try {
      if (Array.isArray(value)) {
        const length = Math.min(value.length, MAX_ARRAY_LENGTH);
        if (value.length > MAX_ARRAY_LENGTH) problems.push(`${path}: more than ${MAX_ARRAY_LENGTH} entries; truncated`);
        const out: unknown[] = [];
        for (let i = 0; i < length; i += 1) out.push(copy(value[i], `${path}[${i}]`, depth + 1));
        return out;
      }
      const out: Record<string, unknown> = {};
      for (const key of Object.keys(value)) {
        if (DROPPED_KEYS.has(key)) continue;
        let field: unknown;
        try {
          field = (value as Record<string, unknown>)[key];
        } catch {
          problems.push(`${path}.${key}: could not be read`);
          continue;
        }
        const copied = copy(field, `${path}.${key}`, depth + 1);
        if (copied !== undefined) out[key] = copied;
      }
      return out;
    } catch {
      problems.push(`${path}: could not be read`);
      return null;
    } finally {
      seen.delete(value);
    }
  };

  return { value: copy(input, '$', 0), problems };
}
