import { describe, expect, it } from 'vitest';
import { normalizeCourse } from '../model/normalizeCourse';
import type { AnswerMap, BlockAnswer } from './answers';
import { readoutInputs } from './readout';
import type { QuestionRationale } from './result';

// Which answer counts as "before" and "after", and which confidence check is the baseline, at
// every edge: answers before, in and after the readout's phase, several of each, and checks named
// by id, by anchor_id, or not at all.

const c = (id: string, type: string, extra: Record<string, unknown> = {}) => ({ id, type, screen_index: 0, ...extra });
const mcq = (id: string, matchId: string | null) =>
  c(id, 'mcq', { questions: [{ id: `${id}-q`, ...(matchId ? { matchId } : {}), question: 'Pick', options: [{ id: 'a', label: 'Alpha' }, { id: 'b', label: 'Beta' }] }] });
const conf = (id: string, anchorId?: string) => c(id, 'confidence-check', { min: 1, max: 5, ...(anchorId ? { anchor_id: anchorId } : {}) });
const phase = (id: string, order: number, components: unknown[], extra: Record<string, unknown> = {}) => ({ id, title: id, type: 'assessment', order, components, ...extra });

const { course } = normalizeCourse({
  contract_version: '2026-09-03', course_id: 'c',
  phases: [
    phase('p0', 0, [conf('conf-a'), mcq('early', 'm1')]),
    phase('p1', 1, [mcq('pre', 'm1'), mcq('plain', null), conf('conf-b', 'baseline-anchor')]),
    phase('p2', 2, [mcq('now-1', 'm1'), mcq('now-2', 'm1'), c('hot', 'image-hotspot', { hotspots: [{ id: 'h' }] }), conf('conf-c')], { debrief_readout: { confidenceKeys: { baselineId: 'baseline-anchor' } } }),
    phase('p3', 3, [mcq('late-1', 'm1'), mcq('late-2', 'm1'), conf('conf-d')]),
  ],
});
const [p0, p1, p2, p3] = course.phases as [typeof course.phases[0], typeof course.phases[0], typeof course.phases[0], typeof course.phases[0]];

const pick = (blockId: string, value: string): AnswerMap => ({ [blockId]: { type: 'selections', byQuestion: { [`${blockId}-q`]: value } } });
const level = (blockId: string, value: number | string): AnswerMap => ({ [blockId]: { type: 'value', value } });
const right = (blockId: string, correct: boolean | null): Record<string, QuestionRationale> => ({ [`${blockId}-q`]: { questionId: `${blockId}-q`, correct, text: null, html: null } });

describe('readoutInputs: matched answers', () => {
  it.each([
    ['the earliest answer before the phase is the pre answer', p2, { ...pick('early', 'a'), ...pick('pre', 'b') }, { m1: { label: 'Alpha', correct: null } }, {}],
    ['an answer in the phase is the post answer, the last one in the phase winning', p2, { ...pick('now-1', 'a'), ...pick('now-2', 'b') }, {}, { m1: { label: 'Beta', correct: null } }],
    ['an answer in the phase beats a later one', p2, { ...pick('now-1', 'a'), ...pick('late-1', 'b') }, {}, { m1: { label: 'Alpha', correct: null } }],
    ['without one in the phase, the first later answer is the post answer', p1, { ...pick('now-1', 'b'), ...pick('now-2', 'a') }, {}, { m1: { label: 'Beta', correct: null } }],
    ['an answer after the phase is never a pre answer', p0, pick('pre', 'a'), {}, { m1: { label: 'Alpha', correct: null } }],
    ['an answer before the phase is never a post answer', p3, pick('now-1', 'a'), { m1: { label: 'Alpha', correct: null } }, {}],
    ['a question without a matchId is left out', p2, pick('plain', 'a'), {}, {}],
    ['a value that is no option is shown as given', p3, pick('early', 'zz'), { m1: { label: 'zz', correct: null } }, {}],
  ] as const)('%s', (_name, at, answers, preAnswers, postAnswers) => {
    const read = readoutInputs(course, at, answers, {});
    expect(read.preAnswers).toEqual(preAnswers);
    expect(read.postAnswers).toEqual(postAnswers);
  });

  it('carries the correctness the service gave each answer', () => {
    const read = readoutInputs(course, p2, { ...pick('pre', 'a'), ...pick('now-1', 'b') }, { ...right('pre', false), ...right('now-1', true) });
    expect(read).toMatchObject({ preAnswers: { m1: { label: 'Alpha', correct: false } }, postAnswers: { m1: { label: 'Beta', correct: true } } });
  });

  it.each([
    ['an answer of another shape', { pre: { type: 'value', value: 'a' } }],
    ['an answer to another question', { pre: { type: 'selections', byQuestion: { other: 'a' } } }],
    ['an answer to a block that is not an mcq', { hot: { type: 'selections', byQuestion: { 'hot-q': 'a' } } }],
    ['an answer to a block the course does not have', { ghost: { type: 'selections', byQuestion: { 'ghost-q': 'a' } } }],
  ] as const)('ignores %s', (_name, answers) => {
    const read = readoutInputs(course, p3, answers as Record<string, BlockAnswer>, {});
    expect(read.preAnswers).toEqual({});
    expect(read.postAnswers).toEqual({});
  });
});

describe('readoutInputs: confidence', () => {
  const all = { ...level('conf-a', 1), ...level('conf-b', 2), ...level('conf-c', 3), ...level('conf-d', 4) };

  it.each([
    ['the check whose anchor_id is the baseline key, and the last check after it', p2, all, 2, 4],
    ['the first check when no key is given', p3, all, 1, 4],
    ['the check whose id is the baseline key', 'conf-c', all, 3, 4],
    ['no later value when the baseline is the last check answered', p2, { ...level('conf-a', 1), ...level('conf-b', 2) }, 2, null],
    ['a lone check is a baseline without a later value', p3, level('conf-c', 5), 5, null],
    ['a check answered with text is not a value', p3, { ...level('conf-a', '3'), ...level('conf-d', 4) }, 4, null],
    ['an unknown key falls back to the first check', 'nothing', { ...level('conf-a', 1), ...level('conf-b', 2) }, 1, 2],
  ] as const)('baseline: %s', (_name, at, answers, baselineValue, laterConfidence) => {
    const readoutPhase = typeof at === 'string' ? { ...p2, debriefReadout: { confidenceKeys: { baselineId: at } } } as typeof p2 : at;
    expect(readoutInputs(course, readoutPhase, answers, {})).toMatchObject({ baselineValue, laterConfidence });
  });

  it('counts a confidence of 0 as a value', () => {
    expect(readoutInputs(course, p3, { ...level('conf-a', 0), ...level('conf-d', 0) }, {})).toMatchObject({ baselineValue: 0, laterConfidence: 0 });
  });
});
