import { describe, expect, it } from 'vitest';
import { hostilePayloads, methodCourse } from '../../test/fixtures';
import { normalizeCourse } from './normalizeCourse';

/** Every object and array reachable from `value` that is not frozen, by path. */
function unfrozen(value: unknown, path = '$', found: string[] = []): string[] {
  if (value === null || typeof value !== 'object') return found;
  if (!Object.isFrozen(value)) found.push(path);
  for (const [key, child] of Object.entries(value)) unfrozen(child, `${path}.${key}`, found);
  return found;
}

/**
 * The model is immutable all the way down. Blocks, questions and options are frozen as they are
 * made and the course's own freeze no longer walks the blocks (a second walk over thousands; see
 * docs/performance.md#frozen-model-built-as-read), so this checks each place a block comes from: a phase, an ungated gate, the course-level evaluation block.
 */
describe('normalizeCourse freezes the whole model', () => {
  const cases: Array<[string, unknown]> = [
    ['the method course', methodCourse],
    ...hostilePayloads.filter((h) => /reveal_after|getter|proxy/.test(h.name)).map((h): [string, unknown] => [h.name, h.payload]),
  ];
  it.each(cases)('%s', (_name, payload) => {
    expect(unfrozen(normalizeCourse(payload).course)).toEqual([]);
  });

  it('walks a course-level evaluation block and ungated blocks in the cases above', () => {
    const { course } = normalizeCourse(methodCourse);
    expect(Object.values(course.blocks).filter((b) => b.rawType === 'evaluation_questions')).toHaveLength(1);
    const gated = hostilePayloads.find((h) => h.name === 'reveal_after cycle')!;
    expect(normalizeCourse(gated.payload).diagnostics.map((d) => d.code)).toContain('anchor_cycle');
  });
});
