/** How deep payload data may nest before the rest is cut off (real payloads nest about 6 deep). */
export const MAX_DEPTH = 48;
/** Most entries one array may keep; longer arrays are truncated with a diagnostic upstream. */
export const MAX_ARRAY_LENGTH = 5_000;

/** Keys never copied (prototype pollution). A comparison, not a Set: it runs for every key of the payload. */
export const isDroppedKey = (key: string) => key === '__proto__' || key === 'constructor' || key === 'prototype';

export interface Snapshot {
  value: unknown;
  /** Places where reading threw, nested too deep or was cut short. */
  problems: string[];
}

export interface SnapshotOptions {
  /**
   * Freeze each copied object and array as it is finished. normalizeCourse freezes the whole
   * course anyway; doing it here saves a second walk over the payload
   * (docs/performance.md#frozen-model-built-as-read).
   * @default false
   */
  freeze?: boolean;
}

/**
 * Copies untrusted input into plain JSON-like data that can be read without surprises: getters
 * that throw, proxies, cycles, prototype keys, functions and absurd depth are all defused here, so
 * everything after this step reads ordinary objects.
 */
export function snapshot(input: unknown, { freeze = false }: SnapshotOptions = {}): Snapshot {
  const problems: string[] = [];
  // The keys from the root to the value being copied, and the objects on that path (a cycle is a
  // value that is its own ancestor). The path text is built only for a problem: most payloads have none.
  const keys: (string | number)[] = [];
  const ancestors: object[] = [];
  const pathTo = (key?: string | number) => {
    let path = '$';
    for (const k of key === undefined ? keys : [...keys, key]) path += typeof k === 'number' ? `[${k}]` : `.${k}`;
    return path;
  };

  const copy = (value: unknown, depth: number): unknown => {
    if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
    if (typeof value === 'number') return Number.isFinite(value) ? value : null;
    if (typeof value !== 'object') return undefined;
    if (depth > MAX_DEPTH) {
      problems.push(`${pathTo()}: nested deeper than ${MAX_DEPTH} levels; cut off`);
      return null;
    }
    if (ancestors.includes(value)) {
      problems.push(`${pathTo()}: refers back to itself; cut off`);
      return null;
    }
    ancestors.push(value);
    try {
      if (Array.isArray(value)) {
        const length = Math.min(value.length, MAX_ARRAY_LENGTH);
        if (value.length > MAX_ARRAY_LENGTH) problems.push(`${pathTo()}: more than ${MAX_ARRAY_LENGTH} entries; truncated`);
        const out: unknown[] = [];
        for (let i = 0; i < length; i += 1) {
          const item = value[i];
          // Text is most of a payload: kept as is, with no call and no path bookkeeping.
          if (typeof item === 'string') out.push(item);
          else {
            keys.push(i);
            out.push(copy(item, depth + 1));
            keys.pop();
          }
        }
        return freeze ? Object.freeze(out) : out;
      }
      const out: Record<string, unknown> = {};
      const names = Object.keys(value);
      for (let k = 0; k < names.length; k += 1) {
        const key = names[k]!;
        if (isDroppedKey(key)) continue;
        let field: unknown;
        try {
          field = (value as Record<string, unknown>)[key];
        } catch {
          problems.push(`${pathTo(key)}: could not be read`);
          continue;
        }
        if (typeof field === 'string') {
          out[key] = field;
          continue;
        }
        keys.push(key);
        const copied = copy(field, depth + 1);
        keys.pop();
        if (copied !== undefined) out[key] = copied;
      }
      return freeze ? Object.freeze(out) : out;
    } catch {
      // A throw deep inside left its keys on the stack; this value's own path is what is reported.
      keys.length = depth;
      problems.push(`${pathTo()}: could not be read`);
      return null;
    } finally {
      ancestors.pop();
    }
  };

  return { value: copy(input, 0), problems };
}
