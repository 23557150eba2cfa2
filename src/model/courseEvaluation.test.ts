import { describe, expect, it } from 'vitest';
import { isCourseEvaluationBlock } from './courseEvaluation';
import { normalizeCourse } from './normalizeCourse';

const q = (id: string) => ({ id, question: id, type: 'yes-no', required: true });
const phase = (id: string, type: string, order: number, components: unknown[]) => ({ id, title: id, type, required: true, order, display_mode: 'sequential', components });
const course = (evaluation_questions: unknown, phases: unknown[]) =>
  normalizeCourse({ contract_version: '2026-09-03', course_id: 'c', organization_id: 'o', name: 'n', evaluation_questions, phases }).course;
const added = (c: ReturnType<typeof course>) => Object.values(c.blocks).filter(isCourseEvaluationBlock);

describe('course-level evaluation questions', () => {
  it.each([
    ['no evaluation phase: not placed', [q('e1')], [phase('a', 'content', 0, [])], 0],
    ['no questions: nothing added', [], [phase('e', 'evaluation', 0, [])], 0],
    ['all shown by a component: nothing added', [q('e1')], [phase('e', 'evaluation', 0, [{ id: 'f', type: 'evaluation', questions: [q('e1')] }])], 0],
    ['some shown by a component: the rest added', [q('e1'), q('e2')], [phase('e', 'evaluation', 0, [{ id: 'f', type: 'evaluation', questions: [q('e1')] }])], 1],
    ['an evaluation phase with no component', [q('e1')], [phase('e', 'evaluation', 0, [])], 1],
  ])('%s', (_name, questions, phases, count) => {
    expect(added(course(questions, phases))).toHaveLength(count);
  });

  it('goes on the last screen of the first evaluation phase, keeps only the questions not shown, and never collides with an authored id', () => {
    const c = course([q('e1'), q('e2')], [
      phase('e', 'evaluation', 0, [{ id: 'course-evaluation', type: 'html', screen_index: 0 }, { id: 'f', type: 'evaluation', screen_index: 1, questions: [q('e1')] }]),
      phase('e2', 'evaluation', 1, []),
    ]);
    const [block] = added(c);
    expect(block?.id).toBe('course-evaluation~2');
    expect(block?.phaseId).toBe('e');
    expect(c.phases[0]!.screens.at(-1)!.blockIds).toEqual(['f', 'course-evaluation~2']);
    expect(c.phases[0]!.blockIds).toContain('course-evaluation~2');
    expect(block?.fields.questions).toEqual([q('e2')]);
  });
});

describe('course-level evaluation questions at the edges', () => {
  const evaluation = (questions: unknown[]) => ({ id: 'f', type: 'evaluation', questions });

  it.each([
    ['a component question spelled question_id hides its course twin', [{ question_id: 'e1', question: 'x' }], 0],
    ['a blank component id hides nothing', [{ id: '  ', question: 'x' }], 1],
    ['a numeric component id hides nothing (course ids are text)', [{ id: 1, question: 'x' }], 1],
    ['a component entry that is not an object hides nothing', [null, 'e1'], 1],
  ])('%s', (_name, componentQuestions, count) => {
    expect(added(course([q('e1')], [phase('e', 'evaluation', 0, [evaluation(componentQuestions)])]))).toHaveLength(count);
  });

  it('a blank id on both sides is no id: the course question is still added', () => {
    const c = course([{ id: '  ', question: 'Blank' }], [phase('e', 'evaluation', 0, [evaluation([{ id: '  ', question: 'x' }])])]);
    expect(added(c)[0]?.fields.questions).toEqual([{ id: '  ', question: 'Blank' }]);
  });

  it('a question shown by a block of another kind still gets its own block', () => {
    const c = course([q('e1')], [phase('e', 'evaluation', 0, [{ id: 'm', type: 'mcq', questions: [q('e1')] }])]);
    expect(added(c)).toHaveLength(1);
  });

  it('a course question without an id is always added', () => {
    const c = course([{ question: 'No id' }], [phase('e', 'evaluation', 0, [evaluation([{ id: '', question: 'x' }])])]);
    expect(added(c)[0]?.fields.questions).toEqual([{ question: 'No id' }]);
  });

  it('builds the added block as an attached, ungated, untitled evaluation after the phase’s blocks', () => {
    const c = course([q('e1')], [phase('a', 'content', 0, []), phase('e', 'evaluation', 1, [{ id: 'h0', type: 'html', screen_index: 0 }, { id: 'h1', type: 'html', screen_index: 1 }])]);
    expect(added(c)).toEqual([
      {
        id: 'course-evaluation', kind: 'evaluation', rawType: 'evaluation_questions', phaseId: 'e', position: 2, screenIndex: 1,
        screenRole: 'attached', revealAfter: null, revealsOnAnswer: false, title: null, answerRequired: null, fields: { type: 'evaluation_questions', questions: [q('e1')] },
        data: { questions: [expect.objectContaining({ id: 'e1' })] },
      },
    ]);
    const target = c.phases.find((p) => p.id === 'e')!;
    expect(target.blockIds).toEqual(['h0', 'h1', 'course-evaluation']);
    expect(target.screens.map((s) => s.blockIds)).toEqual([['h0'], ['h1', 'course-evaluation']]);
    expect(c.phases.find((p) => p.id === 'a')!.blockIds).toEqual([]);
  });

  it('never marks a delivered evaluation component as the course’s own', () => {
    const c = course([], [phase('e', 'evaluation', 0, [evaluation([q('x')]), { id: 'g', type: 'html' }])]);
    expect(Object.values(c.blocks).map(isCourseEvaluationBlock)).toEqual([false, false]);
  });
});
