import { describe, expect, it } from 'vitest';
import { normalizeCourse } from '../model/normalizeCourse';
import type { Block } from '../model/types';
import { hasRequiredAnswer } from './answerRequirement';
import { answerProgress, questionIdsOf, type BlockAnswer } from './answers';

// The question-based kinds (mcq, timed-quiz, choice, question, narrative-escape) and the value
// kinds at the edges answers.test.ts leaves open, and the form-input rule of hasRequiredAnswer.

const c = (id: string, type: string, extra: Record<string, unknown> = {}) => ({ id, type, screen_index: 0, ...extra });
const { course } = normalizeCourse({
  contract_version: '2026-09-03', course_id: 'c',
  phases: [{
    id: 'p', title: 'P', type: 'assessment', order: 0, display_mode: 'stacked', components: [
      c('mcq', 'mcq', { questions: [{ id: 'q1', question: 'A?', options: ['a'] }, { id: 'q2', question: 'B?', options: ['b'] }] }),
      c('tq', 'timed-quiz', { questions: [{ id: 't1', question: 'Fast?', options: ['x', 'y'] }, { id: 't2', question: 'Faster?', options: ['x'] }] }),
      c('ch', 'choice', { question_id: 'ch-q', question: 'Gut?', options: ['Yes'] }),
      c('qu', 'question', { question_id: 'qu-q', question: 'Why?', options: ['Because'] }),
      c('esc', 'narrative-escape', { scenes: [{ id: 's1', puzzles: [{ id: 'pz1', options: [{ id: 'a', label: 'A' }] }, { id: 'pz2', options: [{ id: 'b', label: 'B' }] }] }, { id: 's2', puzzles: [{ id: 'pz3', options: [{ id: 'c', label: 'C' }] }] }] }),
      c('cf', 'card-flip', { cards: [{ id: 'c1' }, { id: 'c2' }] }),
      c('conf', 'confidence-check', { min: 1, max: 5 }),
      c('spot', 'image-hotspot', { hotspots: [{ id: 'h1', label: 'H1', x: 1, y: 1 }] }),
      c('refl', 'reflection', { prompt: 'Think' }),
      c('opt-form', 'form-input', { label: 'Goal', required: false }),
      c('req-form', 'form-input', { label: 'Email', required: true }),
    ],
  }],
});
const block = (id: string): Block => course.blocks[id]!;
const selections = (byQuestion: Record<string, string>): BlockAnswer => ({ type: 'selections', byQuestion });
const timed = (byQuestion: Record<string, number>): BlockAnswer => ({ type: 'timed', byQuestion });
const value = (v: string | number): BlockAnswer => ({ type: 'value', value: v });

describe('questionIdsOf, the question kinds', () => {
  it.each([
    ['mcq: its question ids', 'mcq', ['q1', 'q2']],
    ['timed-quiz: its question ids', 'tq', ['t1', 't2']],
    ['choice: its question id (question_id, not the block id)', 'ch', ['ch-q']],
    ['question: its question id', 'qu', ['qu-q']],
    ['narrative-escape: its puzzle ids in scene order', 'esc', ['pz1', 'pz2', 'pz3']],
  ])('%s', (_name, id, ids) => {
    expect(questionIdsOf(block(id))).toEqual(ids);
  });
});

describe('answerProgress, the question kinds and the value kinds', () => {
  it.each<[string, string, BlockAnswer | undefined, { answered: number; total: number }]>([
    ['mcq unanswered', 'mcq', undefined, { answered: 0, total: 2 }],
    ['mcq with one of two questions', 'mcq', selections({ q1: 'a' }), { answered: 1, total: 2 }],
    ['mcq with both', 'mcq', selections({ q1: 'a', q2: 'b' }), { answered: 2, total: 2 }],
    ['mcq ignores answers to other questions', 'mcq', selections({ zz: 'a' }), { answered: 0, total: 2 }],
    ['mcq ignores an answer of another shape', 'mcq', value('a'), { answered: 0, total: 2 }],
    ['timed-quiz with index 0 chosen', 'tq', timed({ t1: 0 }), { answered: 1, total: 2 }],
    ['timed-quiz read from selections too', 'tq', selections({ t1: 'x', t2: 'x' }), { answered: 2, total: 2 }],
    ['card-flip: a card paired with itself is no pair', 'cf', { type: 'pairs', pairs: [['c1', 'c1']] }, { answered: 0, total: 2 }],
    ['card-flip: a pair whose first card is unknown', 'cf', { type: 'pairs', pairs: [['zz', 'c1']] }, { answered: 0, total: 2 }],
    ['card-flip: an answer of another shape', 'cf', value('c1'), { answered: 0, total: 2 }],
    ['confidence-check with an empty value', 'conf', value(''), { answered: 0, total: 1 }],
    ['confidence-check with 0', 'conf', value(0), { answered: 1, total: 1 }],
    ['image-hotspot unanswered (one to answer)', 'spot', undefined, { answered: 0, total: 1 }],
    ['image-hotspot with an empty value', 'spot', value(''), { answered: 0, total: 1 }],
    ['reflection with padded text', 'refl', value('  ok  '), { answered: 1, total: 1 }],
    ['required form-input with only spaces', 'req-form', value('   '), { answered: 0, total: 1 }],
  ])('%s', (_name, id, answer, progress) => {
    expect(answerProgress(block(id), answer)).toEqual(progress);
  });
});

describe('hasRequiredAnswer', () => {
  it.each<[string, string, BlockAnswer | undefined, boolean]>([
    // A form-input Continue waits for needs text, even when its payload did not mark it required.
    ['an optional form-input left empty', 'opt-form', undefined, false],
    ['an optional form-input with only spaces', 'opt-form', value('  '), false],
    ['an optional form-input with text', 'opt-form', value('Walk'), true],
    ['a required form-input with text', 'req-form', value('a@b.org'), true],
    ['a required form-input with a number', 'req-form', value(0), true],
    ['a required form-input with an answer of another shape', 'req-form', selections({ 'req-form': 'x' }), false],
    ['an mcq half answered', 'mcq', selections({ q1: 'a' }), false],
    ['an mcq fully answered', 'mcq', selections({ q1: 'a', q2: 'b' }), true],
  ])('%s: %s', (_name, id, answer, expected) => {
    expect(hasRequiredAnswer(block(id), answer)).toBe(expected);
  });
});
