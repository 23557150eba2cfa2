import type { Diagnostic } from './diagnostics';

/** Codes that mean the payload was not a readable course at all (as against one with no phases yet). */
const UNREADABLE: ReadonlySet<Diagnostic['code']> = new Set(['not_an_object', 'input_unreadable']);

/**
 * Whether normalize could not read the course itself: the payload is not an object, or its
 * `phases` is missing or not a list. An honest `phases: []` is readable, just empty.
 */
export function isCourseUnreadable(diagnostics: readonly Diagnostic[]): boolean {
  return diagnostics.some((d) => d.severity === 'error' && (UNREADABLE.has(d.code) || d.path === '$.phases'));
}
