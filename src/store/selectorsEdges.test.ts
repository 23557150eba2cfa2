import { describe, expect, it } from 'vitest';
import { makeTestCourse } from '../../test/support/testCourse';
import { normalizeCourse } from '../model/normalizeCourse';
import { initialProgress } from './initialState';
import { phaseHasQuestions, selectContinueBlocker, selectPhase, selectScreen, selectVisibleBlockIds } from './selectors';
import type { PlayerState } from './types';

const course = makeTestCourse();

function state(overrides: Partial<PlayerState> = {}): PlayerState {
  return { ...initialProgress(course, undefined), submissions: {}, reviewingAfterCompletion: false, actions: {} as PlayerState['actions'], ...overrides };
}

const at = (phaseId: string, screenIndex = 0) => ({ position: { phaseId, screenIndex } });
const phaseOf = (id: string) => course.phases.find((p) => p.id === id)!;

describe('phaseHasQuestions', () => {
  it.each([
    ['intro (a choice)', 'intro', true],
    ['quiz', 'quiz', true],
    ['survey (an evaluation is not scored)', 'survey', false],
    ['wrap (content only)', 'wrap', false],
  ])('%s', (_name, id, expected) => {
    expect(phaseHasQuestions(course, phaseOf(id))).toBe(expected);
  });
});

describe('selectPhase, selectScreen, selectVisibleBlockIds', () => {
  it('find nothing without a position', () => {
    const s = state({ position: null });
    expect(selectPhase(course, s)).toBeUndefined();
    expect(selectScreen(course, s)).toBeUndefined();
    expect(selectVisibleBlockIds(course, s)).toEqual([]);
  });

  it('find nothing for a screen past the end of the phase', () => {
    const s = state(at('intro', 5));
    expect(selectPhase(course, s)?.id).toBe('intro');
    expect(selectScreen(course, s)).toBeUndefined();
    expect(selectVisibleBlockIds(course, s)).toEqual([]);
  });

  it('hide a gated block until its anchor is revealed', () => {
    expect(selectVisibleBlockIds(course, state(at('intro', 1)))).toEqual(['gut']);
    expect(selectVisibleBlockIds(course, state({ ...at('intro', 1), revealed: { gut: true } }))).toEqual(['gut', 'why']);
  });
});

describe('selectContinueBlocker', () => {
  const answeredGut = { gut: { type: 'selections' as const, byQuestion: { gut: 'Yes' } } };

  it('is null without a position, on a phase the course does not have, or on a screen of plain content', () => {
    expect(selectContinueBlocker(course, state({ position: null }))).toBeNull();
    expect(selectContinueBlocker(course, state(at('gone', 0)))).toBeNull();
    expect(selectContinueBlocker(course, state(at('intro', 0)))).toBeNull();
  });

  it('holds Continue while a visible interactive block is unanswered', () => {
    expect(selectContinueBlocker(course, state(at('intro', 1)))).toBe('unanswered');
  });

  it("does not ask for an anchor's check on the phase's last screen (leaving submits the phase, which reveals it)", () => {
    expect(selectContinueBlocker(course, state({ ...at('intro', 1), answers: answeredGut }))).toBeNull();
  });

  it('is null once the anchor is revealed', () => {
    expect(selectContinueBlocker(course, state({ ...at('intro', 1), answers: answeredGut, revealed: { gut: true } }))).toBeNull();
  });

  it('never holds a completed phase (read-only review)', () => {
    expect(selectContinueBlocker(course, state({ ...at('intro', 1), completed: { intro: true } }))).toBeNull();
  });

  it('says pending while the phase submission is in flight, even for a completed phase', () => {
    const submissions = { 'phase:intro': { state: 'pending' } } as unknown as PlayerState['submissions'];
    expect(selectContinueBlocker(course, state({ ...at('intro', 1), submissions }))).toBe('pending');
    expect(selectContinueBlocker(course, state({ ...at('intro', 1), submissions, completed: { intro: true } }))).toBe('pending');
    const failed = { 'phase:intro': { state: 'failed' } } as unknown as PlayerState['submissions'];
    expect(selectContinueBlocker(course, state({ ...at('intro', 1), submissions: failed, answers: answeredGut }))).toBeNull();
  });

  it('counts a timed question whose time ran out as settled, answered or not (a learner is never trapped)', () => {
    const answered = {
      mcq: { type: 'selections' as const, byQuestion: { q1: 'A', q2: 'C' } },
      ddm: { type: 'matches' as const, bySource: { s1: 't1' } },
      grp: { type: 'placements' as const, byItem: { i1: 'g1' } },
      cf: { type: 'pairs' as const, pairs: [['c1', 'c2'] as const] },
    };
    expect(selectContinueBlocker(course, state({ ...at('quiz'), answers: answered }))).toBe('unanswered');
    expect(selectContinueBlocker(course, state({ ...at('quiz'), answers: answered, questionClocks: { t1: { startedAt: 0, stoppedAt: null } } }))).toBe('unanswered');
    expect(selectContinueBlocker(course, state({ ...at('quiz'), answers: answered, questionClocks: { t1: { startedAt: 0, stoppedAt: null, expiredAt: 20_000 } } }))).toBeNull();
  });

  it("asks for a graded anchor's check before leaving a screen that is not the phase's last", () => {
    const gated = normalizeCourse({
      course_id: 'g', name: 'G', contract_version: '2026-09-03',
      phases: [{
        id: 'p', type: 'case', order: 0, display_mode: 'sequential', components: [
          { id: 'case', type: 'html', screen_index: 0, content: '<p>The case</p>' },
          { id: 'q', type: 'question', screen_index: 0, reveals_on_answer: true, question: 'Q?', options: ['a', 'b'] },
          { id: 'why', type: 'html', screen_index: 0, screen_role: 'attached', reveal_after: 'q', content: '<p>Because</p>' },
          { id: 'next', type: 'html', screen_index: 1, content: '<p>Next</p>' },
        ],
      }],
    }).course;
    const base = { ...initialProgress(gated, undefined), submissions: {}, reviewingAfterCompletion: false, actions: {} as PlayerState['actions'] };
    const answered = { q: { type: 'selections' as const, byQuestion: { q: 'a' } } };
    expect(selectContinueBlocker(gated, { ...base, position: { phaseId: 'p', screenIndex: 0 } })).toBe('unanswered');
    expect(selectContinueBlocker(gated, { ...base, position: { phaseId: 'p', screenIndex: 0 }, answers: answered })).toBe('unchecked');
    expect(selectContinueBlocker(gated, { ...base, position: { phaseId: 'p', screenIndex: 0 }, answers: answered, revealed: { q: true } })).toBeNull();
  });
});
