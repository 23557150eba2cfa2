/**
 * playSampleCourse imports `expect` from vitest for a few checks inside waitFor; the page bundle
 * has no vitest, so these are the three matchers it uses.
 */
function fail(message: string): never {
  throw new Error(message);
}

/** `message`, as vitest's second argument, says which check failed before what it expected. */
export function expect(actual: unknown, message?: string) {
  const said = message ? `${message}: ` : '';
  return {
    toBe: (expected: unknown) => (Object.is(actual, expected) ? undefined : fail(`${said}expected ${String(actual)} to be ${String(expected)}`)),
    toBeNull: () => (actual === null ? undefined : fail(`${said}expected ${String(actual)} to be null`)),
    not: { toBeNull: () => (actual !== null ? undefined : fail(`${said}expected a value, got null`)) },
  };
}
