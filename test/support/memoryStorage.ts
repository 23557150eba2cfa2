import type { ProgressStorage } from '../../src/store/options';

/** A `localStorage` stand-in for persistence tests; `data` lets a test read or plant what is stored. */
export function memoryStorage(initial: Record<string, string> = {}): ProgressStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}
