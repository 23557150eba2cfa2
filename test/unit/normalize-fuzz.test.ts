import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeCourse, type Course } from '../../src/entries/contract';
import { methodCourse, seriesModule } from '../fixtures';

function isRenderable(course: Course): boolean {
  return course.phases.every(
    (phase) => phase.screens.length > 0 && phase.screens.every((screen) => screen.blockIds.every((id) => course.blocks[id] !== undefined)),
  ) && Object.values(course.blocks).every((b) => b.revealAfter === null || course.blocks[b.revealAfter] !== undefined);
}

/** Replaces the value at a random path of a JSON tree with another value. */
function mutate(tree: unknown, path: number[], replacement: unknown): unknown {
  if (path.length === 0 || tree === null || typeof tree !== 'object') return replacement;
  const entries = Array.isArray(tree) ? tree.map((v, i) => [String(i), v] as const) : Object.entries(tree);
  if (entries.length === 0) return replacement;
  const [head, ...rest] = path;
  const index = (head ?? 0) % entries.length;
  const copy: Record<string, unknown> | unknown[] = Array.isArray(tree) ? [...tree] : { ...tree };
  const [key, value] = entries[index]!;
  (copy as Record<string, unknown>)[key] = mutate(value, rest, replacement);
  return copy;
}

describe('normalizeCourse under fuzzing', () => {
  it('never throws and always yields a renderable model for random JSON', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 6 }), (value) => isRenderable(normalizeCourse(value).course)),
      { numRuns: 2000 },
    );
  });

  it('never throws for random objects shaped like a course', () => {
    const component = fc.record({ id: fc.oneof(fc.string(), fc.integer()), type: fc.string(), reveal_after: fc.option(fc.string()), screen_index: fc.oneof(fc.integer(), fc.string(), fc.constant(null)), screen_role: fc.string() }, { requiredKeys: [] });
    const phase = fc.record({ id: fc.string(), title: fc.anything(), type: fc.string(), order: fc.oneof(fc.integer(), fc.double()), display_mode: fc.string(), screen_count: fc.anything(), components: fc.array(component, { maxLength: 8 }) }, { requiredKeys: [] });
    fc.assert(
      fc.property(fc.record({ course_id: fc.anything(), contract_version: fc.string(), phases: fc.array(phase, { maxLength: 6 }) }, { requiredKeys: [] }), (value) =>
        isRenderable(normalizeCourse(value).course),
      ),
      { numRuns: 1000 },
    );
  });

  it.each([
    ['method course', methodCourse],
    ['series module', seriesModule],
  ])('survives thousands of random mutations of the %s', (_name, fixture) => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { minLength: 1, maxLength: 6 }), fc.jsonValue({ maxDepth: 3 }), (path, replacement) =>
        isRenderable(normalizeCourse(mutate(fixture, path, replacement)).course),
      ),
      { numRuns: 1500 },
    );
  });
});
