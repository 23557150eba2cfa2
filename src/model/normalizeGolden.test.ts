import { describe, expect, it } from 'vitest';
import { hostilePayloads, mediaStates, methodCourse, seriesModule, unknownRevisionProbe } from '../../test/fixtures';
import { kindView, VIEW_READERS } from './fields/kindViews';
import golden from './golden/normalized-fixtures.json';
import { normalizeCourse } from './normalizeCourse';
import type { Block, NormalizedCourse } from './types';

/**
 * normalizeCourse's whole output (course and diagnostics) on every fixture, pinned to what it gave
 * before it was made fast for courses of thousands of blocks (golden/normalized-fixtures.json,
 * written by that code; see docs/performance.md#frozen-model-built-as-read). Speed
 * changes must not change one field, one diagnostic or the blocks' order. Rewritten once since, when
 * each kind got its definition (docs/architecture.md, "One definition per kind"): blocks gained `data` and `answerRequired`, and mapped
 * back to the old shape the output was the old file's, diagnostics included. The two resource bombs
 * (1 MB string, 10,000-deep nesting) are left to their own tests: their output is mostly bulk.
 * Since the kinds whose renderers are lazy hold an outline in the model and read the rest in their
 * chunk (viewOf), a block's `data` is compared as its renderer sees it: the kind's full view.
 */
const inputs: Record<string, unknown> = {
  'method-course': methodCourse,
  'series-module': seriesModule,
  'media-states': mediaStates,
  'unknown-revision-probe': unknownRevisionProbe,
  ...Object.fromEntries(hostilePayloads.filter((h) => !/1 MB|10,000-deep/.test(h.name)).map((h) => [h.name, h.payload])),
};
const expected = golden as unknown as Record<string, { course: { blocks: Record<string, unknown> } }>;

/** The course with each outlined block's data as its renderer reads it (src/model/fields/kindViews.ts). */
function withFullViews(result: NormalizedCourse): NormalizedCourse {
  const blocks = Object.fromEntries(Object.entries(result.course.blocks).map(([id, block]) => [id, { ...block, data: kindView(block.kind, block.fields, block.data) } as Block]));
  return { ...result, course: { ...result.course, blocks } };
}

const outlined = (result: NormalizedCourse) => Object.values(result.course.blocks).filter((block) => block.kind in VIEW_READERS);

describe('normalizeCourse output on the fixtures', () => {
  it('covers every pinned fixture', () => {
    expect(Object.keys(inputs).sort()).toEqual(Object.keys(expected).sort());
  });

  it.each(Object.keys(expected))('%s: same course and diagnostics as before', (name) => {
    const result = normalizeCourse(inputs[name]);
    // Through JSON, as the golden file was written: undefined fields drop out the same way.
    expect(JSON.parse(JSON.stringify(withFullViews(result)))).toEqual(expected[name]);
    expect(Object.keys(result.course.blocks)).toEqual(Object.keys(expected[name]!.course.blocks));
  });

  it('reads every outlined kind on the fixtures, and each outline is part of its full view', () => {
    const blocks = Object.keys(expected).flatMap((name) => outlined(normalizeCourse(inputs[name])));
    expect(new Set(blocks.map((block) => block.kind))).toEqual(new Set(['image-hotspot', 'narrative-escape', 'evaluation', 'confidence-check', 'form-input', 'video', 'talking-avatar', 'ai-video', 'audio', 'webinar-embed']));
    for (const block of blocks) {
      if (block.data !== null) expect(kindView(block.kind, block.fields, block.data)).toMatchObject(block.data);
    }
  });
});
