import { normalizeCourse } from '../../src/model/normalizeCourse';

/** A small course for the rule tests: intro (2 screens), quiz, optional survey, final content. */
export function makeTestCourse() {
  const c = (id: string, type: string, screen_index: number, extra: Record<string, unknown> = {}) => ({
    id, type, reveal_after: null, screen_index, screen_role: 'primary', ...extra,
  });
  const p = (id: string, type: string, order: number, components: unknown[], extra: Record<string, unknown> = {}) => ({
    id, title: id, type, required: true, order, display_mode: 'sequential',
    screen_count: new Set(components.map((x) => (x as { screen_index: number }).screen_index)).size || 1,
    components, ...extra,
  });
  return normalizeCourse({
    contract_version: '2026-09-03', course_id: 'course-1', organization_id: 'org-1', name: 'Test', format: 'method',
    total_phases: 4, learning_objectives: [], accreditation: null, available_certificate_types: [], activity_details: {},
    references: [], series: null,
    phases: [
      p('intro', 'introduction', 0, [
        c('welcome', 'html', 0, { content: '<p>Welcome</p>' }),
        c('gut', 'choice', 1, { question: 'Gut feeling?', options: ['Yes', 'No'], reveals_on_answer: true }),
        c('why', 'html', 1, { reveal_after: 'gut', screen_role: 'attached', content: '<p>Because</p>' }),
      ]),
      p('quiz', 'assessment', 1, [
        c('mcq', 'mcq', 0, { questions: [{ id: 'q1', question: 'Q1', options: ['A', 'B'] }, { id: 'q2', question: 'Q2', options: ['C', 'D'] }] }),
        c('ddm', 'drag-drop-match', 0, { sourceItems: [{ id: 's1' }], targetItems: [{ id: 't1' }] }),
        c('tq', 'timed-quiz', 0, { questions: [{ id: 't1', question: 'Fast', options: ['x', 'y'], timeLimit: 20 }] }),
        c('grp', 'grouping', 0, { groups: [{ id: 'g1' }], items: [{ id: 'i1' }] }),
        c('cf', 'card-flip', 0, { cards: [{ id: 'c1' }, { id: 'c2' }] }),
      ]),
      p('survey', 'evaluation', 2, [c('eval', 'evaluation', 0, { questions: [] })], { required: false }),
      p('wrap', 'content', 3, [c('bye', 'html', 0, { content: '<p>Bye</p>' })]),
    ],
  }).course;
}
