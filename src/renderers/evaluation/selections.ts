/** Joins a multi-select's chosen options into one stored value (docs/assumptions.md). */
export const MULTI_SEPARATOR = '|';

/** A copy of `byQuestion` with one answer set, or removed when `value` is null. */
export function withSelection(byQuestion: Readonly<Record<string, string>>, questionId: string, value: string | null): Record<string, string> {
  const next: Record<string, string> = { ...byQuestion };
  if (value === null) delete next[questionId];
  else next[questionId] = value;
  return next;
}
