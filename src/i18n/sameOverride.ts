const isPlain = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

function sameEntries(a: Record<string, unknown>, b: Record<string, unknown>, depth: number): boolean {
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => Object.hasOwn(b, key) && sameValue(a[key], b[key], depth));
}

function sameValue(a: unknown, b: unknown, depth: number): boolean {
  if (Object.is(a, b)) return true;
  if (depth === 0) return false;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, index) => sameValue(item, b[index], depth - 1));
  return isPlain(a) && isPlain(b) && sameEntries(a, b, depth - 1);
}

/**
 * Whether two strings overrides say the same: a host that writes `strings={{ player: { … } }}`
 * inline hands the player a new object on every render, and it must not re-render every block.
 * Compares a list of overrides, each override's sections and their entries; an entry that is a
 * function counts as the same only when it is the same function.
 */
export function sameOverride(a: unknown, b: unknown): boolean {
  return sameValue(a, b, 3);
}
