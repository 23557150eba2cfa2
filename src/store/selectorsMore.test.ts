import { describe, expect, it } from 'vitest';
import { makeTestCourse } from '../../test/support/testCourse';
import { normalizeCourse } from '../model/normalizeCourse';
import { initialProgress } from './initialState';
import { selectBlockRationales, selectContinueBlocker, selectHasProgress, selectVisibleBlockIds } from './selectors';
import type { PlayerState } from './types';

// selectHasProgress (the "Resume" decision), the rationales a block shows, and the Continue
// blockers not covered in selectorsEdges.test.ts: optional blocks, unsolved puzzles.

const course = makeTestCourse();

function state(overrides: Partial<PlayerState> = {}, on = course): PlayerState {
  return { ...initialProgress(on, undefined), submissions: {}, reviewingAfterCompletion: false, actions: {} as PlayerState['actions'], ...overrides };
}

describe('selectHasProgress', () => {
  it.each([
    ['a fresh start', {}, false],
    ['no position at all', { position: null }, false],
    ['the second screen of the first phase', { position: { phaseId: 'intro', screenIndex: 1 } }, true],
    ['the first screen of a later phase', { position: { phaseId: 'quiz', screenIndex: 0 } }, true],
    ['an answer on the first screen', { answers: { gut: { type: 'value', value: 1 } } }, true],
    ['a completed phase', { completed: { intro: true } }, true],
    ['a completed course', { courseComplete: true }, true],
  ] as const)('%s: %s', (_name, overrides, expected) => {
    expect(selectHasProgress(course, state(overrides as Partial<PlayerState>))).toBe(expected);
  });

  it('is false on the first screen of a course without phases, and true anywhere else in it', () => {
    const empty = normalizeCourse({ contract_version: '2026-09-03', course_id: 'e', phases: [] }).course;
    expect(selectHasProgress(empty, state({ position: null }, empty))).toBe(false);
    expect(selectHasProgress(empty, state({ position: { phaseId: 'x', screenIndex: 0 } }, empty))).toBe(true);
  });
});

describe('selectBlockRationales', () => {
  const why = (questionId: string, correct: boolean | null = false) => ({ questionId, correct, text: questionId, html: null });
  /** A phase result as the store keeps it: the rationales by id, the result naming them. */
  const resultOf = (phaseId: string, ...ids: string[]) => ({
    results: { [phaseId]: { score: 0, passed: false, allPhasesComplete: false, rationaleIds: ids } },
    rationales: Object.fromEntries(ids.map((id) => [id, why(id)])),
  });

  it('gives a block the rationales of its own question ids only', () => {
    const s = state({ rationales: { q1: why('q1'), q2: why('q2'), t1: why('t1') } });
    expect(selectBlockRationales(course, s, course.blocks.mcq!)).toEqual({ q1: why('q1'), q2: why('q2') });
    expect(selectBlockRationales(course, s, course.blocks.tq!)).toEqual({ t1: why('t1') });
  });

  it('gives a card-flip the unclaimed rationales of its phase result, and not the claimed ones', () => {
    const s = state(resultOf('quiz', 'q1', 'pair-1', 's1', 'pair-2'));
    expect(selectBlockRationales(course, s, course.blocks.cf!)).toEqual({ 'pair-1': why('pair-1'), 'pair-2': why('pair-2') });
  });

  it('gives other blocks nothing from the phase result', () => {
    const s = state(resultOf('quiz', 'pair-1'));
    expect(selectBlockRationales(course, s, course.blocks.grp!)).toEqual({});
  });

  it('gives every block without rationales the same empty object, so views holding it compare equal', () => {
    const none = selectBlockRationales(course, state(), course.blocks.mcq!);
    expect(none).toEqual({});
    expect(selectBlockRationales(course, state({ rationales: { t1: why('t1') } }), course.blocks.grp!)).toBe(none);
    expect(selectBlockRationales(course, state(resultOf('quiz', 'q1')), course.blocks.cf!)).toBe(none);
  });

  it('gives a card-flip nothing before its phase has a result', () => {
    const s = state(resultOf('intro', 'pair-1'));
    expect(selectBlockRationales(course, s, course.blocks.cf!)).toEqual({});
  });
});

describe('selectContinueBlocker: what may hold Continue', () => {
  const build = (components: unknown[]) =>
    normalizeCourse({ contract_version: '2026-09-03', course_id: 'c', phases: [{ id: 'p', title: 'P', type: 'assessment', order: 0, components }] }).course;
  const at = (on: ReturnType<typeof build>, overrides: Partial<PlayerState> = {}) => selectContinueBlocker(on, state({ position: { phaseId: 'p', screenIndex: 0 }, ...overrides }, on));

  it.each([
    ['an mcq marked optional', { id: 'b', type: 'mcq', optional: true, questions: [{ id: 'q', question: 'Q', options: ['a'] }] }, null],
    ['an mcq', { id: 'b', type: 'mcq', questions: [{ id: 'q', question: 'Q', options: ['a'] }] }, 'unanswered'],
    ['a reflection (ungraded, not required)', { id: 'b', type: 'reflection', prompt: 'Think' }, null],
    ['a reflection marked required', { id: 'b', type: 'reflection', prompt: 'Think', required: true }, 'unanswered'],
    ['plain content', { id: 'b', type: 'html', content: '<p>x</p>' }, null],
  ])('unanswered %s: %s', (_name, component, expected) => {
    expect(at(build([{ screen_index: 0, ...component }]))).toBe(expected);
  });

  describe('a narrative-escape', () => {
    const escape = build([{
      id: 'esc', type: 'narrative-escape', screen_index: 0,
      scenes: [{ id: 's1', title: 'One', puzzles: [{ id: 'pz1', prompt: 'Solve', options: [{ id: 'a', label: 'A' }] }] }],
    }]);
    const rationale = (correct: boolean | null) => ({ pz1: { questionId: 'pz1', correct, text: null, html: null } });

    it.each([
      ['unchecked', {}, 'unchecked'],
      ['checked and wrong', rationale(false), 'unchecked'],
      ['checked without a verdict (cannot be improved on)', rationale(null), null],
      ['solved', rationale(true), null],
    ] as const)('%s: %s', (_name, rationales, expected) => {
      expect(at(escape, { rationales })).toBe(expected);
    });

    it('holds Continue while unsolved even with content beside it on the screen', () => {
      const withContent = build([
        { id: 'text', type: 'html', screen_index: 0, content: '<p>Story</p>' },
        { id: 'esc', type: 'narrative-escape', screen_index: 0, scenes: [{ id: 's1', title: 'One', puzzles: [{ id: 'pz1', prompt: 'Solve', options: [{ id: 'a', label: 'A' }] }] }] },
      ]);
      expect(at(withContent)).toBe('unchecked');
      expect(at(withContent, { rationales: rationale(true) })).toBeNull();
    });
  });
});

describe('selectVisibleBlockIds', () => {
  it('is the same array while the screen and the reveals stay (an answer changes neither), and a new one when they change', () => {
    const on = state({ position: { phaseId: 'intro', screenIndex: 1 } });
    const visible = selectVisibleBlockIds(course, on);
    expect(selectVisibleBlockIds(course, { ...on, answers: { gut: { type: 'selections', byQuestion: { gut: 'Yes' } } } })).toBe(visible);
    expect(selectVisibleBlockIds(course, { ...on, revealed: { gut: true } })).toEqual(['gut', 'why']);
    expect(selectVisibleBlockIds(course, { ...on, position: { phaseId: 'intro', screenIndex: 0 } })).toEqual(['welcome']);
  });
});
