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

describe('readEvaluation fields at their edges', () => {
  const one = (entry: Record<string, unknown>) => readEvaluation({ questions: [entry] }).questions[0];

  it.each([
    ['objects with label', [{ label: 'A' }, { label: 'B' }], ['A', 'B']],
    ['objects with text', [{ text: 'A' }], ['A']],
    ['objects with value', [{ value: 'A' }], ['A']],
    ['numeric object values, as text', [{ value: 0 }, { value: 3 }], ['0', '3']],
    ['label before text before value', [{ value: 'V', text: 'T', label: 'L' }, { value: 'V', text: 'T' }], ['L', 'T']],
    ['objects with nothing readable are dropped', [{ id: 'x' }, { label: '  ' }, 'A'], ['A']],
    ['entries that are neither text, number nor object are dropped', [true, null, ['x'], 'A'], ['A']],
    ['choices as a spelling of options', undefined, ['C']],
  ])('options: %s', (_name, options, expected) => {
    const entry = options === undefined ? { id: 'q', type: 'single-select', choices: ['C'] } : { id: 'q', type: 'single-select', options };
    expect(one(entry)?.options).toEqual(expected);
  });

  it.each([
    ['a padded, capitalised type', { type: ' Yes-No ' }, 'yes-no'],
    ['a type that is not text, falling to response_type', { type: 3, response_type: 'scale' }, 'slider'],
  ])('type: %s', (_name, extra, type) => {
    expect(one({ id: 'q', ...extra })?.type).toBe(type);
  });

  it('reads a bare question with every default', () => {
    expect(readEvaluation({ questions: [{}] }).questions).toEqual([
      { id: 'question-1', prompt: '', type: 'single-select', required: false, options: [], min: 0, max: 10, step: 1, minLabel: '', maxLabel: '' },
    ]);
  });

  it.each([
    ['question_id', { question_id: 'qid' }, { id: 'qid' }],
    ['id before question_id', { question_id: 'qid', id: 'i' }, { id: 'i' }],
    ['prompt', { prompt: 'P' }, { prompt: 'P' }],
    ['text', { text: 'T' }, { prompt: 'T' }],
    ['label', { label: 'L' }, { prompt: 'L' }],
    ['question before prompt before text before label', { label: 'L', text: 'T', prompt: 'P', question: 'Q' }, { prompt: 'Q' }],
    ['required false stays false', { required: false }, { required: false }],
    ['required as text is not required', { required: 'true' }, { required: false }],
    ['a fractional step', { step: 0.5 }, { step: 0.5 }],
    ['a zero step falls back to 1', { step: 0 }, { step: 1 }],
    ['a negative step falls back to 1', { step: -2 }, { step: 1 }],
    ['min_label and max_label', { min_label: 'Low', max_label: 'High' }, { minLabel: 'Low', maxLabel: 'High' }],
    ['camelCase labels before snake_case', { min_label: 'low', max_label: 'high', minLabel: 'Low', maxLabel: 'High' }, { minLabel: 'Low', maxLabel: 'High' }],
    ['only max: min defaults to 0', { max: 4 }, { min: 0, max: 4 }],
    ['only min: max keeps the default width of 10', { min: 3 }, { min: 3, max: 13 }],
  ])('reads %s', (_name, entry, expected) => {
    expect(one(entry)).toMatchObject(expected);
  });
});
