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
