import type { Course } from './types';

/**
 * Freezes what normalize built. The payload's own data (block fields) is frozen as it is copied
 * (snapshot), and so are the model's objects with one per block or question (normalizePhase,
 * questions, anchors, courseEvaluation), so this walk stops at them.
 */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    if (Array.isArray(value)) for (let i = 0; i < value.length; i += 1) deepFreeze(value[i]);
    else for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  }
  return value;
}

/**
 * Freezes a course whose blocks are each frozen already: the blocks map itself is frozen without
 * a walk over its entries (listing a map of thousands of ids costs about a millisecond).
 */
export function freezeCourse(course: Course): Course {
  for (const key of Object.keys(course) as (keyof Course)[]) if (key !== 'blocks') deepFreeze(course[key]);
  Object.freeze(course.blocks);
  return Object.freeze(course);
}
