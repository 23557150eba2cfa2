import { describe, expect, it } from 'vitest';
import { hostilePayloads, mediaStates, methodCourse, seriesModule, unknownRevisionProbe } from '../../test/fixtures';
import golden from './golden/normalized-fixtures.json';
import { normalizeCourse } from './normalizeCourse';

/**
 * normalizeCourse's whole output (course and diagnostics) on every fixture, pinned to what it gave
 * before it was made fast for courses of thousands of blocks (golden/normalized-fixtures.json,
 * written by that code; see docs/performance.md#frozen-model-built-as-read). Speed
 * changes must not change one field, one diagnostic or the blocks' order. Rewritten once since, when
 * each kind got its definition (docs/architecture.md, "One definition per kind"): blocks gained `data` and `answerRequired`, and mapped
 * back to the old shape the output was the old file's, diagnostics included. The two resource bombs
 * (1 MB string, 10,000-deep nesting) are left to their own tests: their output is mostly bulk.
 */
const inputs: Record<string, unknown> = {
  'method-course': methodCourse,
  'series-module': seriesModule,
  'media-states': mediaStates,
  'unknown-revision-probe': unknownRevisionProbe,
  ...Object.fromEntries(hostilePayloads.filter((h) => !/1 MB|10,000-deep/.test(h.name)).map((h) => [h.name, h.payload])),
};
const expected = golden as unknown as Record<string, { course: { blocks: Record<string, unknown> } }>;

describe('normalizeCourse output on the fixtures', () => {
  it('covers every pinned fixture', () => {
    expect(Object.keys(inputs).sort()).toEqual(Object.keys(expected).sort());
  });

  it.each(Object.keys(expected))('%s: same course and diagnostics as before', (name) => {
    const result = normalizeCourse(inputs[name]);
    // Through JSON, as the golden file was written: undefined fields drop out the same way.
    expect(JSON.parse(JSON.stringify(result))).toEqual(expected[name]);
    expect(Object.keys(result.course.blocks)).toEqual(Object.keys(expected[name]!.course.blocks));
  });
});
