// normalizeCourse (from the built dist/contract.js) against JSON.parse of the same text, in Node,
// in CPU time.
// normalize gets a freshly parsed object each call, so its time excludes parsing. The ratio says
// how many JSON.parse-es of the payload normalizing it costs.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { makePayload } from './src/questions.js';

const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];

/** A large course: `phases` sequential phases of `perPhase` components (html, mcq, choice), about 10 MB at 400 × 25. */
export function makeLargePayload(phases = 400, perPhase = 25) {
  const prose = '<p>The patient, a <b>64-year-old</b> with type 2 diabetes, hypertension and stage 3 chronic kidney disease, returns after starting an SGLT2 inhibitor. <em>Creatinine rose 12%</em> and she reports dizziness on standing. Review the medication list, the home readings and the most recent laboratory values before answering.</p>'.repeat(7);
  const component = (p, c) => {
    const base = { id: `p${p}-c${c}`, reveal_after: null, screen_index: Math.floor(c / 5), screen_role: c % 5 === 0 ? 'primary' : 'attached' };
    if (c % 3 === 0) return { ...base, type: 'html', content: prose };
    if (c % 3 === 1) return { ...base, type: 'mcq', questions: [{ id: `p${p}-q${c}`, type: 'multiple-choice', question: 'What is the most appropriate next step for this patient?', options: ['Stop the SGLT2 inhibitor', 'Reduce the diuretic dose', 'Repeat the creatinine in two weeks', 'Refer to nephrology'], difficulty: 'moderate', mooreLevel: 3 }] };
    return { ...base, type: 'choice', question: 'Would you change her treatment today?', options: [{ id: 'yes', label: 'Yes, today' }, { id: 'no', label: 'No, wait for the repeat test' }], reveals_on_answer: true, graded: false };
  };
  const payload = makePayload(1);
  payload.total_phases = phases;
  payload.phases = Array.from({ length: phases }, (_, p) => ({
    id: `ph-${p}`, title: `Phase ${p + 1}`, type: 'content', required: true, order: p, display_mode: 'sequential',
    screen_count: Math.ceil(perPhase / 5), components: Array.from({ length: perPhase }, (_, c) => component(p, c)),
  }));
  return payload;
}

/** Milliseconds of CPU this process has used (all its threads, the garbage collector's helpers too). */
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/**
 * Median ms of JSON.parse and of normalizeCourse on `payload`'s text, `samples` times each,
 * interleaved. CPU time, not wall time: on a shared machine other work stretches wall time at
 * random, while the CPU this process spends is what the code costs (bench/README.md). It counts
 * garbage collection on helper threads too, so it errs on the slow side.
 */
export async function normalizeFigures(label, payload, samples = 15) {
  const { normalizeCourse } = await import(pathToFileURL(resolve(import.meta.dirname, '../dist/contract.js')).href);
  const text = JSON.stringify(payload);
  const parse = [];
  const normalize = [];
  let blocks = 0;
  for (let s = 0; s < samples; s++) {
    let t = cpuMs();
    const parsed = JSON.parse(text);
    parse.push(cpuMs() - t);
    t = cpuMs();
    const { course } = normalizeCourse(parsed);
    normalize.push(cpuMs() - t);
    blocks = Object.keys(course.blocks).length;
  }
  const parseMs = median(parse);
  const normalizeMs = median(normalize);
  return { label, clock: 'cpu', mb: Buffer.byteLength(text) / 1e6, blocks, parseMs, normalizeMs, ratio: normalizeMs / parseMs, firstNormalizeMs: normalize[0] };
}
