/** A copy of `placement` with `key` set to `value`, or removed when `value` is null. */
export function place(placement: Readonly<Record<string, string>>, key: string, value: string | null): Record<string, string> {
  const next: Record<string, string> = { ...placement };
  if (value === null) delete next[key];
  else next[key] = value;
  return next;
}
