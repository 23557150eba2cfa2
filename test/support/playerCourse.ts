/** A compact course that exercises the player's rules: screens, both kinds of gate, locking, scoring. */
export const PLAYER_COURSE_ID = '2b0c6f7e-6a57-4d7e-9a52-0d1e4b3c9a10';

const component = (id: string, type: string, screen_index: number, extra: Record<string, unknown> = {}) => ({
  id, type, reveal_after: null, screen_index, screen_role: 'primary', ...extra,
});

export function makePlayerPayload() {
  return {
    contract_version: '2026-09-03',
    course_id: PLAYER_COURSE_ID,
    organization_id: 'org-1',
    name: 'Resistant hypertension',
    format: 'method',
    total_phases: 4,
    learning_objectives: ['Recognise resistant hypertension'],
    accreditation: null,
    available_certificate_types: [],
    activity_details: {},
    references: [{ number: '1', title: 'Guideline', url: 'https://example.org/guideline' }],
    series: null,
    phases: [
      {
        id: 'intro', title: 'Meet the patient', type: 'introduction', required: true, order: 0,
        display_mode: 'sequential', screen_count: 2,
        components: [
          component('welcome', 'html', 0, { content: '<p>Mr Hill is 58 and his blood pressure is 162/98 [1].</p>' }),
          component('gut', 'choice', 1, { question: 'Is this resistant hypertension?', options: [{ id: 'yes', label: 'Yes' }, { id: 'no', label: 'No' }], reveals_on_answer: true, graded: false }),
          component('gut-why', 'html', 1, { reveal_after: 'gut', screen_role: 'attached', content: '<p>Three drugs at full dose, one a diuretic.</p>' }),
        ],
      },
      {
        id: 'learn', title: 'Work-up', type: 'content', required: true, order: 1,
        display_mode: 'sequential', screen_count: 1,
        components: [
          component('next-step', 'question', 0, { question: 'What next?', options: [{ id: 'aldo', label: 'Check aldosterone' }, { id: 'wait', label: 'Wait' }], reveals_on_answer: true, graded: true }),
          component('next-why', 'html', 0, { reveal_after: 'next-step', screen_role: 'attached', content: '<p>Screen for primary aldosteronism.</p>' }),
        ],
      },
      {
        id: 'quiz', title: 'Assessment', type: 'assessment', required: true, order: 2,
        display_mode: 'sequential', screen_count: 1,
        components: [
          component('mcq', 'mcq', 0, {
            questions: [
              { id: 'q1', type: 'multiple-choice', question: 'First-line add-on?', options: ['Spironolactone', 'Doxazosin'] },
              { id: 'q2', type: 'multiple-choice', question: 'Target BP?', options: ['<130/80', '<150/90'] },
            ],
          }),
        ],
      },
      {
        id: 'done', title: 'Wrap-up', type: 'content', required: true, order: 3,
        display_mode: 'stacked', screen_count: 1,
        components: [component('bye', 'html', 0, { content: '<p>Thank you.</p>' })],
      },
    ],
  };
}

/** The service's answers for makePlayerPayload (the answer keys stay server-side). */
export const PLAYER_KEYS: Record<string, { correct: string; rationale: string }> = {
  gut: { correct: 'yes', rationale: 'Uncontrolled on three agents including a diuretic.' },
  'next-step': { correct: 'aldo', rationale: 'Primary aldosteronism is common in resistant hypertension.' },
  q1: { correct: 'Spironolactone', rationale: 'PATHWAY-2 favoured spironolactone.' },
  q2: { correct: '<130/80', rationale: 'Guidelines target below 130/80.' },
};

/** A small stand-in for the service: scores answers against PLAYER_KEYS, pass mark 100%. */
export function playerScorer(body: { answers?: Array<{ question_id: string; selected?: unknown }> }) {
  const answers = body.answers ?? [];
  const rationales = answers.map((a) => ({
    question_id: a.question_id,
    correct: PLAYER_KEYS[a.question_id]?.correct === a.selected,
    rationale: PLAYER_KEYS[a.question_id]?.rationale ?? null,
  }));
  const right = rationales.filter((r) => r.correct).length;
  const score = answers.length === 0 ? 100 : Math.round((right / answers.length) * 100);
  return { success: true, contract_version: '2026-09-03', data: { score, passed: score === 100, all_phases_complete: false, rationales } };
}
