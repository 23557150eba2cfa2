import { describe, expect, it } from 'vitest';
import { readEvaluation } from './readEvaluation';

const base = { id: 'q', question: 'Q?', required: true };

describe('readEvaluation', () => {
  it('reads a single select with its options', () => {
    expect(readEvaluation({ questions: [{ ...base, type: 'single-select', options: ['A', 'B'] }] }).questions[0]).toMatchObject({
      id: 'q', prompt: 'Q?', type: 'single-select', required: true, options: ['A', 'B'],
    });
  });

  it('reads a slider with its range and labels', () => {
    expect(readEvaluation({ questions: [{ ...base, type: 'slider', min: 0, max: 10, step: 1, minLabel: 'Low', maxLabel: 'High' }] }).questions[0]).toMatchObject({
      type: 'slider', min: 0, max: 10, step: 1, minLabel: 'Low', maxLabel: 'High',
    });
  });

  it.each([
    ['yes-no', { type: 'yes-no' }, 'yes-no'],
    ['response_type boolean', { type: 'odd', response_type: 'boolean' }, 'yes-no'],
    ['multi-select from response_options', { type: 'multi-select', response_options: ['A', 'B'] }, 'multi-select'],
    ['unknown type with options is a single select', { type: 'ranking', options: ['A'] }, 'single-select'],
  ])('%s', (_name, extra, type) => {
    expect(readEvaluation({ questions: [{ ...base, ...extra }] }).questions[0]?.type).toBe(type);
  });

  it.each([
    ['an unknown type without options', { type: 'ranking' }],
    ['a select without options', { type: 'single-select', options: [] }],
  ])('keeps %s (as a select with no options, shown as a notice)', (_name, extra) => {
    expect(readEvaluation({ questions: [{ ...base, ...extra }] }).questions[0]).toMatchObject({ id: 'q', type: 'single-select', options: [] });
  });

  it('drops repeated ids, blank options and repeated options; missing ids get one', () => {
    const { questions } = readEvaluation({
      questions: [
        { ...base, type: 'single-select', options: ['A', '', 'A', 3] },
        { ...base, type: 'yes-no' },
        { question: 'No id', type: 'yes-no' },
      ],
    });
    expect(questions.map((question) => question.id)).toEqual(['q', 'question-3']);
    expect(questions[0]?.options).toEqual(['A', '3']);
  });

  it.each([undefined, null, 'eval', { questions: 'x' }, { questions: [null, 1, 'q'] }])('never throws on %j', (fields) => {
    expect(readEvaluation(fields)).toEqual({ questions: [] });
  });
});
