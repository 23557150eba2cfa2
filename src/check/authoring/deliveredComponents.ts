import { kindView, type KindView } from '../../model/fields/kindViews';
import { definitionOf, toCanonicalKind, type CanonicalKind } from '../../model/kinds';
import { asRecord, Reader } from '../../model/read';

/** One component as delivered, read in full by its kind's own readers (what the player's renderer draws from). */
export type DeliveredComponent = {
  [K in CanonicalKind]: {
    kind: K;
    /** `phases[1].components[3]`: normalize's path for the same component. */
    path: string;
    fields: Readonly<Record<string, unknown>>;
    data: KindView[K];
  };
}[CanonicalKind];

/** The course inside a `{ success, data }` envelope, as normalizeCourse unwraps it. */
export function courseRecord(payload: unknown): Readonly<Record<string, unknown>> {
  const source = asRecord(payload);
  return typeof source.success === 'boolean' && 'data' in source && !('phases' in source) ? asRecord(source.data) : source;
}

/**
 * Every component of a known kind in delivered order, with its JSON path. `course` is a snapshot
 * (plain data): reading it cannot throw or loop. Findings of the kind readers are normalize's to
 * report, so they go to a reader of their own here and are dropped.
 */
export function deliveredComponents(course: Readonly<Record<string, unknown>>): DeliveredComponent[] {
  const phases = Array.isArray(course.phases) ? course.phases : [];
  return phases.flatMap((phase, p) => {
    const components = asRecord(phase).components;
    return (Array.isArray(components) ? components : []).flatMap((component, c) => {
      const fields = asRecord(component);
      const kind = toCanonicalKind(fields.type);
      const definition = kind === null ? undefined : definitionOf(kind);
      if (!definition) return [];
      const path = `phases[${p}].components[${c}]`;
      return [{ kind, path, fields, data: kindView(definition.kind, fields, definition.read(fields, new Reader(), path, `component-${p}-${c}`)) } as DeliveredComponent];
    });
  });
}

/** Where in `value` the string `wanted` sits (a reader may have trimmed it), as a path under `path`; null when nowhere. */
export function pathOfString(value: unknown, wanted: string, path: string, depth = 0): string | null {
  if (typeof value === 'string') return value === wanted || value.trim() === wanted.trim() ? path : null;
  if (depth > 8 || typeof value !== 'object' || value === null) return null;
  for (const [key, child] of Object.entries(value)) {
    const found = pathOfString(child, wanted, Array.isArray(value) ? `${path}[${key}]` : `${path}.${key}`, depth + 1);
    if (found !== null) return found;
  }
  return null;
}
