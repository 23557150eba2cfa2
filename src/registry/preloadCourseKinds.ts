import type { Course } from '../model/types';
import type { Registry } from './types';

/**
 * Starts fetching the code of every lazily loaded kind the course uses, once per kind, so a later
 * screen's activity is usually there before the learner reaches it. Kinds the course does not use
 * are never fetched. A failed fetch is left to the block that renders it (its error boundary).
 */
export function preloadCourseKinds(registry: Registry, course: Course): void {
  const kinds = new Set(Object.values(course.blocks).map((block) => block.kind));
  for (const kind of kinds) registry.get(kind)?.preload?.().catch(() => undefined);
}
