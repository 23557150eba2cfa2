import { describe, expect, it } from 'vitest';
import { anchorIds, isBlockVisible, revealsLocally, visibleBlockIds } from './gating';
import { makeTestCourse } from '../../test/support/testCourse';
import type { ChoiceBlock } from '../model/types';

const course = makeTestCourse();
const screen = course.phases[0]!.screens[1]!;

describe('gating', () => {
  it('hides a gated block until its anchor is revealed, then shows it in place', () => {
    expect(visibleBlockIds(course, screen, {})).toEqual(['gut']);
    expect(visibleBlockIds(course, screen, { gut: true })).toEqual(['gut', 'why']);
  });

  it('always shows ungated blocks', () => {
    expect(isBlockVisible(course.blocks.welcome!, {})).toBe(true);
  });

  it('reveals an ungraded choice locally, a graded one through the service', () => {
    expect(revealsLocally(course.blocks.gut!)).toBe(true);
    const gut = course.blocks.gut as ChoiceBlock;
    expect(revealsLocally({ ...gut, data: { ...gut.data, graded: true } })).toBe(false);
    expect(revealsLocally(course.blocks.tq!)).toBe(false);
  });

  it('reveals the anchors that offer no Check answer of their own once answered (only choice, question and timed-quiz have one)', () => {
    expect(['mcq', 'ddm', 'grp', 'cf'].map((id) => revealsLocally(course.blocks[id]!))).toEqual([true, true, true, true]);
    expect(revealsLocally(course.blocks.welcome!)).toBe(false);
  });

  it('lists the anchors', () => {
    expect([...anchorIds(course)]).toEqual(['gut']);
  });
});
