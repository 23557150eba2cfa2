import { describe, expect, it } from 'vitest';
import { Reader } from './read';
import { readOptions, readQuestion, readQuestions } from './questions';

// The question and option readers at their edges: every spelling they accept, both shapes of an
// option, and the exact diagnostic (code and path) for what they skip or rename.

const codesOf = (reader: Reader) => reader.diagnostics.map((d) => [d.code, d.path]);

describe('readOptions', () => {
  it.each([
    ['strings', ['Metformin', 'Insulin'], [{ value: 'Metformin', label: 'Metformin' }, { value: 'Insulin', label: 'Insulin' }]],
    ['numbers (0 included)', [0, 5], [{ value: '0', label: '0' }, { value: '5', label: '5' }]],
    ['objects with id and label', [{ id: 'a', label: 'Alpha' }], [{ value: 'a', label: 'Alpha' }]],
    ['label spelled text', [{ id: 'a', text: 'Alpha' }], [{ value: 'a', label: 'Alpha' }]],
    ['label spelled option', [{ id: 'a', option: 'Alpha' }], [{ value: 'a', label: 'Alpha' }]],
    ['label spelled title', [{ key: 'a', title: 'Alpha' }], [{ value: 'a', label: 'Alpha' }]],
    ['label before text', [{ id: 'a', label: 'L', text: 'T' }], [{ value: 'a', label: 'L' }]],
    ['a value that is both label and posted value', [{ value: 'v' }], [{ value: 'v', label: 'v' }]],
    ['id before value before key', [{ label: 'L', id: 'i', value: 'v', key: 'k' }, { label: 'M', value: 'v2', key: 'k2' }], [{ value: 'i', label: 'L' }, { value: 'v2', label: 'M' }]],
    ['numeric id and label', [{ id: 7, label: 3 }], [{ value: '7', label: '3' }]],
    ['no id: the label is posted', [{ label: 'Only label' }], [{ value: 'Only label', label: 'Only label' }]],
    ['a blank id is no id', [{ id: '  ', label: 'L' }], [{ value: 'L', label: 'L' }]],
    ['labels are trimmed', [{ id: 'a', label: '  Alpha  ' }], [{ value: 'a', label: 'Alpha' }]],
  ])('reads %s', (_name, raw, options) => {
    const reader = new Reader();
    expect(readOptions(reader, raw, '$.o')).toEqual(options);
    expect(reader.diagnostics).toEqual([]);
  });

  it.each([
    ['an object without a label', [{ id: 'a' }, 'B'], [{ value: 'B', label: 'B' }], [['invalid_field', '$.o[0]']]],
    ['a blank label', [{ id: 'a', label: '   ' }], [], [['invalid_field', '$.o[0]']]],
    ['null, true and a list', [null, true, ['x'], 'ok'], [{ value: 'ok', label: 'ok' }], [['invalid_field', '$.o[0]'], ['invalid_field', '$.o[1]'], ['invalid_field', '$.o[2]']]],
    ['an empty string', ['', 'x'], [{ value: 'x', label: 'x' }], [['invalid_field', '$.o[0]']]],
  ])('skips %s with a diagnostic at its index', (_name, raw, options, codes) => {
    const reader = new Reader();
    expect(readOptions(reader, raw, '$.o')).toEqual(options);
    expect(codesOf(reader)).toEqual(codes);
  });

  it('keeps a repeated value apart with a suffix, and says so', () => {
    const reader = new Reader();
    expect(readOptions(reader, ['Yes', 'No', 'Yes', { id: 'No', label: 'Nope' }], '$.o')).toEqual([
      { value: 'Yes', label: 'Yes' },
      { value: 'No', label: 'No' },
      { value: 'Yes#2', label: 'Yes' },
      { value: 'No#3', label: 'Nope' },
    ]);
    expect(codesOf(reader)).toEqual([['duplicate_id', '$.o[2]'], ['duplicate_id', '$.o[3]']]);
    expect(reader.diagnostics[0]?.message).toContain('"Yes"');
  });

  it('reads missing options as none, silently', () => {
    const reader = new Reader();
    expect(readOptions(reader, undefined, '$.o')).toEqual([]);
    expect(reader.diagnostics).toEqual([]);
  });

  it.each([['a string', 'A, B'], ['an object', { a: 'A' }], ['null', null]])('reports options that are %s', (_name, raw) => {
    const reader = new Reader();
    expect(readOptions(reader, raw, '$.o')).toEqual([]);
    expect(codesOf(reader)).toEqual([['invalid_field', '$.o']]);
  });
});

describe('readQuestion', () => {
  const read = (raw: unknown) => readQuestion(new Reader(), raw, 'fallback-id', '$.q');

  it('reads a full question', () => {
    expect(read({ id: 'q1', question: 'Which?', options: ['A'], timeLimit: 30, matchId: 'm1', badgeLabel: 'Pre' })).toEqual({
      id: 'q1', prompt: 'Which?', options: [{ value: 'A', label: 'A' }], timeLimitSeconds: 30, matchId: 'm1', badgeLabel: 'Pre',
    });
  });

  it.each([
    ['id', { id: 'a', question_id: 'b' }, 'a'],
    ['question_id', { question_id: 'b', questionId: 'c' }, 'b'],
    ['questionId', { questionId: 'c' }, 'c'],
    ['the fallback without one', {}, 'fallback-id'],
    ['the fallback for a blank id', { id: ' ' }, 'fallback-id'],
  ])('takes its id from %s', (_name, raw, id) => {
    expect(read(raw).id).toBe(id);
  });

  it.each([
    ['question', { question: 'Q', prompt: 'P' }, 'Q'],
    ['prompt', { prompt: 'P', stem: 'S' }, 'P'],
    ['stem', { stem: 'S', statement: 'St' }, 'S'],
    ['statement', { statement: 'St', text: 'T' }, 'St'],
    ['text', { text: 'T', title: 'Ti' }, 'T'],
    ['title', { title: 'Ti' }, 'Ti'],
    ['nothing', {}, ''],
    ['a blank question, falling through', { question: '  ', prompt: 'P' }, 'P'],
  ])('takes its prompt from %s', (_name, raw, prompt) => {
    expect(read(raw).prompt).toBe(prompt);
  });

  it.each([
    ['options', { options: ['o'], choices: ['c'] }, 'o'],
    ['choices', { choices: ['c'], answers: ['a'] }, 'c'],
    ['answers', { answers: ['a'] }, 'a'],
  ])('takes its options from %s', (_name, raw, label) => {
    expect(read(raw).options.map((o) => o.label)).toEqual([label]);
  });

  it.each([
    ['timeLimit', { timeLimit: 20, time_limit: 5 }, 20],
    ['time_limit', { time_limit: 5 }, 5],
    ['timeLimitSeconds', { timeLimitSeconds: 9 }, 9],
    ['0 seconds (a limit of zero)', { timeLimit: 0 }, 0],
    ['a numeric string', { timeLimit: '30' }, 30],
    ['a numeric string with spaces and a fraction', { time_limit: ' 7.5 ' }, 7.5],
    ['a numeric string in the last spelling', { timeLimitSeconds: '45' }, 45],
    ['a null: none', { timeLimit: null }, null],
    ['nothing', {}, null],
  ])('time limit from %s, silently', (_name, raw, seconds) => {
    const reader = new Reader();
    expect(readQuestion(reader, raw, 'fallback-id', '$.q').timeLimitSeconds).toBe(seconds);
    expect(reader.diagnostics).toEqual([]);
  });

  it.each([
    ['a negative number', { timeLimit: -1 }, null, [['invalid_field', '$.q.timeLimit']]],
    ['a negative numeric string', { timeLimit: '-5' }, null, [['invalid_field', '$.q.timeLimit']]],
    ['words', { timeLimit: 'thirty' }, null, [['invalid_field', '$.q.timeLimit']]],
    ['blank text', { time_limit: '  ' }, null, [['invalid_field', '$.q.time_limit']]],
    ['a boolean', { timeLimitSeconds: true }, null, [['invalid_field', '$.q.timeLimitSeconds']]],
    ['an object', { timeLimit: { seconds: 30 } }, null, [['invalid_field', '$.q.timeLimit']]],
    ['an infinite number', { timeLimit: Number.POSITIVE_INFINITY }, null, [['invalid_field', '$.q.timeLimit']]],
    ['an unreadable spelling before a readable one', { timeLimit: 'soon', time_limit: 20 }, 20, [['invalid_field', '$.q.timeLimit']]],
  ])('time limit from %s: reported where it is', (_name, raw, seconds, codes) => {
    const reader = new Reader();
    expect(readQuestion(reader, raw, 'fallback-id', '$.q').timeLimitSeconds).toBe(seconds);
    expect(codesOf(reader)).toEqual(codes);
  });

  it.each([
    ['camelCase', { matchId: 'm', badgeLabel: 'B' }, 'm', 'B'],
    ['snake_case', { match_id: 'm2', badge_label: 'B2' }, 'm2', 'B2'],
    ['blank', { matchId: ' ', badgeLabel: '' }, null, null],
    ['missing', {}, null, null],
  ])('matchId and badgeLabel, %s', (_name, raw, matchId, badgeLabel) => {
    expect(read(raw)).toMatchObject({ matchId, badgeLabel });
  });

  it('reads a question that is not an object as an empty one', () => {
    expect(read('Which?')).toEqual({ id: 'fallback-id', prompt: '', options: [], timeLimitSeconds: null, matchId: null, badgeLabel: null });
  });
});

describe('readQuestions', () => {
  it('numbers questions without ids after the block, from 1', () => {
    const reader = new Reader();
    expect(readQuestions(reader, [{ question: 'A' }, { question: 'B' }], 'mcq', '$.c').map((q) => q.id)).toEqual(['mcq-q1', 'mcq-q2']);
    expect(reader.diagnostics).toEqual([]);
  });

  it('renames a repeated question id by its position, and says so', () => {
    const reader = new Reader();
    expect(readQuestions(reader, [{ id: 'q' }, { id: 'q' }, { id: 'r' }], 'mcq', '$.c').map((q) => q.id)).toEqual(['q', 'q~2', 'r']);
    expect(codesOf(reader)).toEqual([['duplicate_id', '$.c.questions[1]']]);
  });

  it('passes each question its own path', () => {
    const reader = new Reader();
    readQuestions(reader, [{ id: 'a', options: ['x'] }, { id: 'b', options: 'x' }], 'mcq', '$.c');
    expect(codesOf(reader)).toEqual([['invalid_field', '$.c.questions[1].options']]);
  });

  it.each([['missing', undefined], ['an object', { q: 1 }], ['a string', 'q']])('reports questions that are %s', (_name, raw) => {
    const reader = new Reader();
    expect(readQuestions(reader, raw, 'mcq', '$.c')).toEqual([]);
    expect(codesOf(reader)).toEqual([['invalid_field', '$.c.questions']]);
  });
});
