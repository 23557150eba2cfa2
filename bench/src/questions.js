// The synthetic screen every render page shows: N questions, each after a short HTML paragraph,
// 4 options each. Deterministic. Also imported in Node by run.mjs (the N=2000 payload).
// Plain paragraphs skip the player's sanitizer (src/controls/plainProse.ts); `linked` puts a link
// in each, so a sanitizer must run, as for most authored prose.
/** A radio a learner can click: native, or ARIA (Radix `button[role=radio]`); hidden mirrors excluded. */
export const RADIO = 'input[type=radio]:not([aria-hidden=true]), [role=radio]';

const OPTIONS = ['Order a full blood count', 'Review the current medication list', 'Refer to cardiology', 'Reassure and follow up in four weeks'];

export function makeQuestions(n, { linked = false } = {}) {
  return Array.from({ length: n }, (_, i) => ({
    id: `q${i}`,
    html: `<p>Case ${i + 1}: a <b>58-year-old</b> patient presents with <em>fatigue</em> and mild dyspnoea two weeks after a medication change.${linked ? ` See the <a href="https://example.org/cases/${i + 1}">case notes</a>.` : ''}</p>`,
    prompt: `Question ${i + 1}: what is the most appropriate next step?`,
    options: OPTIONS.map((label, k) => `${label} (${'ABCD'[k]})`),
  }));
}

/** The same screen as a course payload (spec 2.4-2.8): one sequential phase, one screen of N html + mcq pairs. */
export function makePayload(n, options) {
  const components = makeQuestions(n, options).flatMap((q, i) => [
    { id: `${q.id}-html`, type: 'html', reveal_after: null, screen_index: 0, screen_role: i === 0 ? 'primary' : 'attached', content: q.html },
    {
      id: `${q.id}-mcq`, type: 'mcq', reveal_after: null, screen_index: 0, screen_role: 'attached',
      questions: [{ id: q.id, type: 'multiple-choice', question: q.prompt, options: q.options }],
    },
  ]);
  return {
    contract_version: '2026-09-03',
    course_id: '3f6c1e2a-8b4d-4c7e-9a21-5d0e7b9c4f10',
    organization_id: '0b7d2c5e-41a9-4f3b-8e6d-92c1a7f05e33',
    name: 'Synthetic CE course',
    format: 'method',
    total_phases: 1,
    phases: [{ id: 'ph-assessment', title: 'Assessment', type: 'assessment', required: true, order: 0, display_mode: 'sequential', screen_count: 1, components }],
    learning_objectives: [],
    accreditation: null,
    available_certificate_types: [],
    activity_details: {},
    references: [],
    series: null,
  };
}

/** The page's content is in: every radio, and every case's paragraph (DOMPurify's path fills prose in once it has loaded). */
export function isScreenIn(root, n) {
  if (root.querySelectorAll(RADIO).length < 4 * n) return false;
  let cases = 0;
  for (const paragraph of root.querySelectorAll('p')) if (paragraph.textContent.startsWith('Case ')) cases += 1;
  return cases >= n;
}
