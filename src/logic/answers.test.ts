import { describe, expect, it } from 'vitest';
import { normalizeCourse } from '../model/normalizeCourse';
import type { Block } from '../model/types';
import { answerProgress, isBlockAnswered, questionIdsOf, type BlockAnswer } from './answers';

const component = (id: string, type: string, extra: Record<string, unknown>) => ({ id, type, reveal_after: null, screen_index: 0, screen_role: 'primary', ...extra });

const { course } = normalizeCourse({
  contract_version: '2026-09-03', course_id: 'c', organization_id: 'o', name: 'Answers', format: 'method', total_phases: 1,
  learning_objectives: [], accreditation: null, available_certificate_types: [], activity_details: {}, references: [], series: null,
  phases: [{
    id: 'p', title: 'P', type: 'assessment', required: true, order: 0, display_mode: 'stacked', screen_count: 1,
    components: [
      component('ddm', 'drag_drop_match', { sourceItems: [{ id: 's1', label: 'S1' }, { id: 's2', label: 'S2' }], targetItems: [{ id: 't1', label: 'T1' }] }),
      component('grp', 'grouping', { groups: [{ id: 'g1', label: 'G1' }], items: ['Hare', { id: 'i2', label: 'Tortoise' }] }),
      component('cf', 'card_flip', { cards: [{ id: 'c1', content: 'A' }, { id: 'c2', content: 'B' }, { id: 'c3', content: 'C' }, { id: 'c4', content: 'D' }] }),
      component('cf-odd', 'card-flip', { cards: ['A', 'B', 'C'] }),
      component('conf', 'confidence_check', { statement: 'Sure?', min: 1, max: 5 }),
      component('refl', 'reflection', { prompt: 'Think.' }),
      component('form-optional', 'form_input', { label: 'Goal', input_type: 'textarea', required: false }),
      component('form-required', 'form-input', { label: 'Email', input_type: 'email', required: true }),
      component('spot', 'image_hotspot', { image_url: 'https://cdn.example.org/x.png', hotspots: [{ id: 'h1', label: 'H1', x: 1, y: 1 }] }),
      component('eval', 'evaluation', {
        questions: [
          { id: 'e1', question: 'Rate', type: 'single-select', required: true, options: ['Good', 'Poor'] },
          { id: 'e2', question: 'Bias?', type: 'yes-no', required: true },
          { id: 'e3', question: 'Changes', type: 'multi-select', required: false, options: ['A', 'B'] },
        ],
      }),
      component('html', 'html', { content: '<p>Read</p>' }),
    ],
  }],
});

const block = (id: string): Block => {
  const found = course.blocks[id];
  if (!found) throw new Error(`missing block ${id}`);
  return found;
};

describe('questionIdsOf', () => {
  it.each([
    ['drag-drop-match: its source ids', 'ddm', ['s1', 's2']],
    ['grouping: its item ids (a string item is its own id)', 'grp', ['Hare', 'i2']],
    ['confidence-check: the block id', 'conf', ['conf']],
    ['html: the block id', 'html', ['html']],
  ])('%s', (_name, id, ids) => {
    expect(questionIdsOf(block(id))).toEqual(ids);
  });
});

describe('answerProgress', () => {
  const matches = (bySource: Record<string, string>): BlockAnswer => ({ type: 'matches', bySource });
  const pairs = (...list: Array<[string, string]>): BlockAnswer => ({ type: 'pairs', pairs: list });
  const value = (text: string | number): BlockAnswer => ({ type: 'value', value: text });
  const selections = (byQuestion: Record<string, string>): BlockAnswer => ({ type: 'selections', byQuestion });
  it.each<[string, string, BlockAnswer | undefined, { answered: number; total: number }, boolean]>([
    ['drag-drop-match unanswered', 'ddm', undefined, { answered: 0, total: 2 }, false],
    ['drag-drop-match with one source matched', 'ddm', matches({ s1: 't1' }), { answered: 1, total: 2 }, false],
    ['drag-drop-match with every source matched', 'ddm', matches({ s1: 't1', s2: 't1' }), { answered: 2, total: 2 }, true],
    ['drag-drop-match ignores unknown sources', 'ddm', matches({ s1: 't1', gone: 't1' }), { answered: 1, total: 2 }, false],
    ['grouping unanswered', 'grp', undefined, { answered: 0, total: 2 }, false],
    ['grouping with one item placed', 'grp', { type: 'placements', byItem: { Hare: 'g1' } }, { answered: 1, total: 2 }, false],
    ['grouping with every item placed', 'grp', { type: 'placements', byItem: { Hare: 'g1', i2: 'g1' } }, { answered: 2, total: 2 }, true],
    ['grouping ignores an answer of another shape', 'grp', matches({ Hare: 'g1', i2: 'g1' }), { answered: 0, total: 2 }, false],
    ['card-flip unanswered', 'cf', undefined, { answered: 0, total: 4 }, false],
    ['card-flip with one pair', 'cf', pairs(['c1', 'c2']), { answered: 2, total: 4 }, false],
    ['card-flip with every card paired', 'cf', pairs(['c1', 'c3'], ['c2', 'c4']), { answered: 4, total: 4 }, true],
    ['card-flip ignores pairs naming unknown cards', 'cf', pairs(['c1', 'gone'], ['c2', 'c3']), { answered: 2, total: 4 }, false],
    ['card-flip with an odd card left over', 'cf-odd', pairs(['A', 'C']), { answered: 2, total: 2 }, true],
    ['confidence-check unanswered (the slider posts no default)', 'conf', undefined, { answered: 0, total: 1 }, false],
    ['confidence-check once a value exists', 'conf', { type: 'value', value: 1 }, { answered: 1, total: 1 }, true],
    ['reflection unanswered', 'refl', undefined, { answered: 0, total: 1 }, false],
    ['reflection with only spaces', 'refl', value('   '), { answered: 0, total: 1 }, false],
    ['reflection with text', 'refl', value('Cost'), { answered: 1, total: 1 }, true],
    ['optional form-input left empty', 'form-optional', undefined, { answered: 0, total: 0 }, true],
    ['optional form-input filled', 'form-optional', value('Walk'), { answered: 0, total: 0 }, true],
    ['required form-input left empty', 'form-required', value(''), { answered: 0, total: 1 }, false],
    ['required form-input filled', 'form-required', value('a@b.org'), { answered: 1, total: 1 }, true],
    ['image-hotspot unanswered', 'spot', undefined, { answered: 0, total: 1 }, false],
    ['image-hotspot with a hotspot chosen', 'spot', value('h1'), { answered: 1, total: 1 }, true],
    ['evaluation unanswered', 'eval', undefined, { answered: 0, total: 2 }, false],
    ['evaluation with only the optional question', 'eval', selections({ e3: 'A|B' }), { answered: 0, total: 2 }, false],
    ['evaluation with every required question', 'eval', selections({ e1: 'Good', e2: 'no' }), { answered: 2, total: 2 }, true],
    ['html has nothing to answer', 'html', undefined, { answered: 0, total: 0 }, true],
  ])('%s', (_name, id, answer, progress, answered) => {
    expect(answerProgress(block(id), answer)).toEqual(progress);
    expect(isBlockAnswered(block(id), answer)).toBe(answered);
  });
});
