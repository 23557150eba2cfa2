import type { Format } from './format';

/**
 * Gives every message function of a table the locale's `Format` as its last argument, so call
 * sites pass only the values and a host's message can format them (or ignore it).
 */
export function bindMessages<T extends object>(table: T, format: Format): T {
  const bound: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(table)) {
    bound[key] = typeof value === 'function' ? (...args: unknown[]) => (value as (...a: unknown[]) => unknown)(...args, format) : value;
  }
  return bound as T;
}
