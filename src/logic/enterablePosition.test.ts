import { describe, expect, it } from 'vitest';
import { normalizeCourse } from '../model/normalizeCourse';
import { enterablePosition } from './enterablePosition';

// a (required), b (optional), c (required, two screens), d (optional), e (required)
const phase = (id: string, order: number, required: boolean, screens = 1) => ({
  id, title: id, type: 'content', required, order, display_mode: 'sequential',
  components: Array.from({ length: screens }, (_, i) => ({ id: `${id}-${i}`, type: 'html', screen_index: i, content: `<p>${id}</p>` })),
});
const course = normalizeCourse({
  contract_version: '2026-09-03', course_id: 'c', organization_id: 'o', name: 'n',
  phases: [phase('a', 0, true), phase('b', 1, false), phase('c', 2, true, 2), phase('d', 3, false), phase('e', 4, true)],
}).course;

describe('enterablePosition', () => {
  it.each([
    ['nothing stored starts at the first phase', null, {}, { phaseId: 'a', screenIndex: 0 }],
    ['an unknown phase starts at the first phase', { phaseId: 'zz', screenIndex: 0 }, {}, { phaseId: 'a', screenIndex: 0 }],
    ['the first phase is always enterable', { phaseId: 'a', screenIndex: 0 }, {}, { phaseId: 'a', screenIndex: 0 }],
    ['an optional phase after an incomplete required one is locked', { phaseId: 'b', screenIndex: 0 }, {}, { phaseId: 'a', screenIndex: 0 }],
    ['a far phase falls back to the first incomplete required phase', { phaseId: 'e', screenIndex: 0 }, { a: true }, { phaseId: 'c', screenIndex: 0 }],
    ['an incomplete optional phase does not hold back what follows', { phaseId: 'c', screenIndex: 1 }, { a: true }, { phaseId: 'c', screenIndex: 1 }],
    ['optional phases skipped, required ones done', { phaseId: 'e', screenIndex: 0 }, { a: true, c: true }, { phaseId: 'e', screenIndex: 0 }],
    ['an optional phase right after its required one', { phaseId: 'd', screenIndex: 0 }, { a: true, c: true }, { phaseId: 'd', screenIndex: 0 }],
    ['a screen past the end is clamped to the last', { phaseId: 'c', screenIndex: 9 }, { a: true }, { phaseId: 'c', screenIndex: 1 }],
    ['completion claimed for a later phase does not unlock past an earlier gap', { phaseId: 'e', screenIndex: 0 }, { c: true }, { phaseId: 'a', screenIndex: 0 }],
  ] as const)('%s', (_name, position, completed, expected) => {
    expect(enterablePosition(course, position, completed)).toEqual(expected);
  });

  it('is null for a course with no phases', () => {
    const empty = normalizeCourse({ contract_version: '2026-09-03', course_id: 'c', organization_id: 'o', name: 'n', phases: [] }).course;
    expect(enterablePosition(empty, { phaseId: 'a', screenIndex: 0 }, {})).toBeNull();
  });
});
