import { describe, expect, it } from 'vitest';
import { answerProgress, questionIdsOf, type BlockAnswer } from '../../../src/logic/answers';
import type { Block, OtherBlock } from '../../../src/model/types';
import { readCardFlip } from '../../../src/renderers/card-flip/readCardFlip';
import { readDragDropMatch } from '../../../src/renderers/drag-drop-match/readDragDropMatch';
import { readEvaluation } from '../../../src/renderers/evaluation/readEvaluation';
import { readFormInput } from '../../../src/renderers/form-input/readFormInput';
import { readGrouping } from '../../../src/renderers/grouping/readGrouping';
import { fixtureBlock } from './support';

/**
 * logic/answers.ts may not import the renderers, so it reads the ids answers are keyed by itself.
 * These tables keep it in step with the renderers' readers, on the fixture and on odd payloads.
 */
const withFields = (id: string, fields: Record<string, unknown>): Block => ({ ...fixtureBlock<OtherBlock>(id), fields });

const oddItemLists: Array<[string, unknown]> = [
  ['strings', ['A', ' B ', 3]],
  ['objects with id, key or value', [{ id: 'x', label: 'X' }, { key: 'k', text: 'K' }, { value: 7, content: 'Seven' }]],
  ['labels without ids', [{ label: 'Only label' }, { text: 'Only text' }]],
  ['junk and blanks', [null, {}, { id: '  ' }, true, [], { label: '' }, 'ok']],
  ['repeats', [{ id: 'a' }, 'a', { label: 'a' }, { id: 'b' }]],
  ['not a list', 'nope'],
];

describe('answers.ts reads ids as the renderers do', () => {
  it.each(oddItemLists)('drag-drop-match sources: %s', (_name, list) => {
    for (const key of ['sourceItems', 'source_items', 'sources']) {
      const block = withFields('assess-match', { [key]: list, targetItems: ['T'] });
      expect(questionIdsOf(block)).toEqual(readDragDropMatch(block.fields).sources.map((source) => source.id));
    }
  });

  it.each(oddItemLists)('grouping items: %s', (_name, list) => {
    for (const key of ['items', 'cards']) {
      const block = withFields('assess-grouping', { [key]: list, groups: ['G'] });
      expect(questionIdsOf(block)).toEqual(readGrouping(block.fields).items.map((item) => item.id));
    }
  });

  it.each(oddItemLists)('card-flip cards: %s', (_name, list) => {
    const block = withFields('assess-cards', { cards: list });
    const ids = readCardFlip(block.fields).cards.map((card) => card.id);
    const pairs = ids.slice(0, ids.length - (ids.length % 2)).flatMap((id, index, all) => (index % 2 === 0 ? [[id, all[index + 1]!] as const] : []));
    expect(answerProgress(block, { type: 'pairs', pairs })).toEqual({ answered: pairs.length * 2, total: pairs.length * 2 });
  });

  it('the fixture blocks', () => {
    expect(questionIdsOf(fixtureBlock('assess-match'))).toEqual(['src-uacr', 'src-egfr', 'src-home-bp']);
    expect(questionIdsOf(fixtureBlock('assess-grouping'))).toEqual(['item-glipizide', 'item-dapagliflozin', 'item-sitagliptin', 'item-empagliflozin']);
    expect(answerProgress(fixtureBlock('assess-cards'), undefined)).toEqual({ answered: 0, total: 6 });
  });

  it.each([
    ['the fixture', fixtureBlock<OtherBlock>('eval-form').fields.questions],
    ['missing and repeated ids, odd types', [{ question: 'A', required: true }, { id: 'x', required: true, type: 'ranking' }, { id: 'x', required: false }, 'junk', { id: 'y', required: 'yes' }]],
  ])('evaluation required questions: %s', (_name, questions) => {
    const block = withFields('eval-form', { questions });
    const required = readEvaluation(block.fields).questions.filter((question) => question.required).map((question) => question.id);
    const answer: BlockAnswer = { type: 'selections', byQuestion: Object.fromEntries(required.map((id) => [id, 'x'])) };
    expect(answerProgress(block, answer)).toEqual({ answered: required.length, total: required.length });
    expect(answerProgress(block, undefined).total).toBe(required.length);
  });

  it.each([true, false, 'true', undefined])('form-input required %j', (required) => {
    const block = withFields('content-goal-input', { label: 'L', required });
    expect(answerProgress(block, undefined).total).toBe(readFormInput(block.fields).required ? 1 : 0);
  });
});
