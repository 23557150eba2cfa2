/**
 * playSampleCourse imports `expect` from vitest for a few checks inside waitFor; the page bundle
 * has no vitest, so these are the three matchers it uses.
 */
function fail(message: string): never {
  throw new Error(message);
}

export function expect(actual: unknown) {
  return {
    toBe: (expected: unknown) => (Object.is(actual, expected) ? undefined : fail(`expected ${String(actual)} to be ${String(expected)}`)),
    toBeNull: () => (actual === null ? undefined : fail(`expected ${String(actual)} to be null`)),
    not: { toBeNull: () => (actual !== null ? undefined : fail('expected a value, got null')) },
  };
}
