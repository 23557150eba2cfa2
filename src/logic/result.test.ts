import { describe, expect, it } from 'vitest';
import { readSubmitResult } from './result';

const empty = { score: null, passed: null, allPhasesComplete: false, rationales: [] };

describe('readSubmitResult', () => {
  it('reads an envelope', () => {
    expect(
      readSubmitResult({
        success: true,
        contract_version: '2026-09-03',
        data: { score: 80, passed: true, all_phases_complete: false, rationales: [{ question_id: 'q1', correct: true, rationale: 'Because.', rationaleHtml: '<p>Because.</p>' }] },
      }),
    ).toEqual({
      ok: true,
      result: { score: 80, passed: true, allPhasesComplete: false, rationales: [{ questionId: 'q1', correct: true, text: 'Because.', html: '<p>Because.</p>' }] },
    });
  });

  it('reads bare data with other spellings and a rationale map', () => {
    const read = readSubmitResult({ percentage: 50, is_passed: false, allPhasesComplete: true, rationales: { q1: 'Short.', q2: { is_correct: false, explanationHtml: '<b>x</b>' } } });
    expect(read).toEqual({
      ok: true,
      result: {
        score: 50, passed: false, allPhasesComplete: true,
        rationales: [
          { questionId: 'q1', correct: null, text: 'Short.', html: null },
          { questionId: 'q2', correct: false, text: null, html: '<b>x</b>' },
        ],
      },
    });
  });

  describe('what counts as a success', () => {
    it.each([
      ['an envelope with success true and data', { success: true, data: { score: 10 } }, { ...empty, score: 10 }],
      ['an envelope with success true and no data', { success: true, contract_version: '2026-09-03' }, empty],
      ['an envelope with success true and null data', { success: true, data: null }, empty],
      ['an envelope whose success is true, read from the envelope when data is absent', { success: true, passed: true }, { ...empty, passed: true }],
      ['bare data with only a score', { score: 0 }, { ...empty, score: 0 }],
      ['bare data with only percentage', { percentage: 40 }, { ...empty, score: 40 }],
      ['bare data with only score_percent', { score_percent: 60 }, { ...empty, score: 60 }],
      ['bare data with only passed', { passed: false }, { ...empty, passed: false }],
      ['bare data with only is_passed', { is_passed: true }, { ...empty, passed: true }],
      ['bare data with only pass', { pass: true }, { ...empty, passed: true }],
      ['bare data with only all_phases_complete', { all_phases_complete: false }, empty],
      ['bare data with only allPhasesComplete', { allPhasesComplete: true }, { ...empty, allPhasesComplete: true }],
      ['bare data with only all_complete', { all_complete: true }, { ...empty, allPhasesComplete: true }],
      ['bare data with only is_complete', { is_complete: true }, { ...empty, allPhasesComplete: true }],
      ['bare data with only an empty rationale list', { rationales: [] }, empty],
      ['bare data with only an empty rationale map', { rationales: {} }, empty],
      ['bare data with only question_results', { question_results: [] }, empty],
      ['bare data with only results', { results: [] }, empty],
      ['bare data with only questions', { questions: [] }, empty],
      ['bare data with only feedback', { feedback: {} }, empty],
      ['bare data with a status below 400', { status: 200, score: 5 }, { ...empty, score: 5 }],
      ['bare data with a status of 399', { status: 399, passed: true }, { ...empty, passed: true }],
      ['bare data with a textual status', { status: 'done', passed: true }, { ...empty, passed: true }],
      ['bare data with a null status', { status: null, passed: true }, { ...empty, passed: true }],
      ['an envelope without success whose data the player can read', { contract_version: '2026-09-03', data: { score: 70 } }, { ...empty, score: 70 }],
    ])('%s', (_name, resolved, result) => {
      expect(readSubmitResult(resolved)).toEqual({ ok: true, result });
    });
  });

  describe('what counts as a failure (kept, shown, retryable)', () => {
    const unrecognised = 'The service did not confirm that it accepted the submission.';
    it.each([
      ['undefined', undefined, { message: unrecognised, answered: true }],
      ['null', null, { message: unrecognised, answered: true }],
      ['a string', 'ok', { message: unrecognised, answered: true }],
      ['a number', 42, { message: unrecognised, answered: true }],
      ['true', true, { message: unrecognised, answered: true }],
      ['an array', [{ score: 1 }], { message: unrecognised, answered: true }],
      ['an empty object', {}, { message: unrecognised, answered: true }],
      ['the host backend error body', { status: 502, code: 'bad_gateway', retryAfterMs: null }, { message: unrecognised, answered: true, status: 502, code: 'bad_gateway' }],
      ['a rate-limit error body', { status: 429, code: 'rate_limited', retryAfterMs: 3000 }, { message: unrecognised, answered: true, status: 429, code: 'rate_limited', retryAfterMs: 3000 }],
      ['an error status even beside readable fields', { status: 500, score: 0, passed: false }, { message: unrecognised, answered: true, status: 500 }],
      ['an error status of exactly 400', { status: 400, passed: true }, { message: unrecognised, answered: true, status: 400 }],
      ['an error status as a numeric string', { status: '502', score: 10 }, { message: unrecognised, answered: true }],
      ['fields of the wrong type only', { score: '80', passed: 'yes', all_phases_complete: 1, rationales: 'none' }, { message: unrecognised, answered: true }],
      ['a non-finite score only', { score: Number.NaN }, { message: unrecognised, answered: true }],
      ['an infinite score only', { score: Number.POSITIVE_INFINITY }, { message: unrecognised, answered: true }],
      ['success as a string', { success: 'true', data: {} }, { message: unrecognised, answered: true }],
      ['an envelope without success whose data is unreadable', { data: { ok: 1 } }, { message: unrecognised, answered: true }],
      ['an envelope without success whose data is not an object', { data: 'ok' }, { message: unrecognised, answered: true }],
    ])('%s', (_name, resolved, failure) => {
      expect(readSubmitResult(resolved)).toEqual({ ok: false, failure });
    });

    it('reads success false with an error_code', () => {
      expect(readSubmitResult({ success: false, error: 'Nope', error_code: 'course_not_found' })).toEqual({
        ok: false, failure: { message: 'Nope', code: 'course_not_found', answered: true },
      });
    });

    it('reads success false without an error_code', () => {
      expect(readSubmitResult({ success: false, error: 'Bad request' })).toEqual({ ok: false, failure: { message: 'Bad request', answered: true } });
    });

    it('reads success false with no prose, and keeps a status and wait it carries', () => {
      expect(readSubmitResult({ success: false, error: null, status: 429, error_code: 'rate_limited', retryAfterMs: 2000 })).toEqual({
        ok: false, failure: { message: 'The service did not accept the submission.', status: 429, code: 'rate_limited', retryAfterMs: 2000, answered: true },
      });
    });

    it('is a failure even when a success false envelope carries readable data', () => {
      expect(readSubmitResult({ success: false, data: { score: 100, passed: true } })).toMatchObject({ ok: false });
    });
  });

  describe('score', () => {
    it.each([
      ['0 is kept as 0', { score: 0, percentage: 90 }, 0],
      ['score wins over percentage', { score: 20, percentage: 90 }, 20],
      ['percentage when score is missing', { percentage: 0, score_percent: 90 }, 0],
      ['score_percent last', { score: null, percentage: '5', score_percent: 75 }, 75],
      ['a fraction is kept as delivered', { score: 0.8 }, 0.8],
      ['a non-finite score is skipped', { score: Number.NaN, percentage: 30 }, 30],
      ['a string score is not a score', { score: '80', passed: true }, null],
    ])('%s', (_name, data, score) => {
      const read = readSubmitResult({ success: true, data });
      expect(read.ok && read.result.score).toBe(score);
    });
  });

  describe('passed and completion', () => {
    it.each([
      ['passed false is kept', { passed: false, is_passed: true }, false],
      ['is_passed when passed is missing', { is_passed: false, pass: true }, false],
      ['pass last', { passed: 'yes', pass: true }, true],
      ['unknown stays unknown, never passed', { score: 100 }, null],
    ])('%s', (_name, data, passed) => {
      const read = readSubmitResult({ success: true, data });
      expect(read.ok && read.result.passed).toBe(passed);
    });

    it.each([
      [{ all_phases_complete: true }, true],
      [{ all_phases_complete: false, allPhasesComplete: true }, false],
      [{ all_phases_complete: 'true', is_complete: true }, true],
      [{}, false],
    ])('completion from %o is %s', (data, complete) => {
      const read = readSubmitResult({ success: true, data });
      expect(read.ok && read.result.allPhasesComplete).toBe(complete);
    });
  });

  describe('rationales', () => {
    const rationalesOf = (data: Record<string, unknown>) => {
      const read = readSubmitResult({ success: true, data });
      return read.ok ? read.result.rationales : null;
    };

    it('reads a list keyed by question_id, questionId or id, numeric ids as strings', () => {
      expect(rationalesOf({ rationales: [{ question_id: 7, correct: true }, { questionId: 'b', correct: false }, { id: 'c', isCorrect: true }] })).toEqual([
        { questionId: '7', correct: true, text: null, html: null },
        { questionId: 'b', correct: false, text: null, html: null },
        { questionId: 'c', correct: true, text: null, html: null },
      ]);
    });

    it('prefers question_id over questionId over id', () => {
      expect(rationalesOf({ rationales: [{ question_id: 'a', questionId: 'b', id: 'c' }, { questionId: 'b', id: 'c' }]})?.map((r) => r.questionId)).toEqual(['a', 'b']);
    });

    it('keeps a question id of 0', () => {
      expect(rationalesOf({ rationales: [{ question_id: 0, rationale: 'Zero.' }] })).toEqual([{ questionId: '0', correct: null, text: 'Zero.', html: null }]);
    });

    it('drops list entries without a usable id', () => {
      expect(rationalesOf({ rationales: [{ question_id: null, rationale: 'x' }, { question_id: { nested: 1 } }, 'loose text', null, { question_id: 'ok' }] })).toEqual([
        { questionId: 'ok', correct: null, text: null, html: null },
      ]);
    });

    it('reads a map keyed by question id, numeric keys included', () => {
      expect(rationalesOf({ rationales: { 3: 'Three.', q: { correct: false, rationale: 'Q.' }, n: null } })).toEqual([
        { questionId: '3', correct: null, text: 'Three.', html: null },
        { questionId: 'q', correct: false, text: 'Q.', html: null },
        { questionId: 'n', correct: null, text: null, html: null },
      ]);
    });

    it('treats blank and whitespace rationale strings as no rationale, and falls through to the next spelling', () => {
      expect(rationalesOf({ rationales: [
        { question_id: 'a', rationale: '', explanation: '   ', feedback: 'Fed back.' },
        { question_id: 'b', rationale: ' \n\t', rationaleHtml: '  ', explanationHtml: '<i>e</i>' },
        { question_id: 'c', rationale: '  padded  ' },
      ] })).toEqual([
        { questionId: 'a', correct: null, text: 'Fed back.', html: null },
        { questionId: 'b', correct: null, text: null, html: '<i>e</i>' },
        { questionId: 'c', correct: null, text: '  padded  ', html: null },
      ]);
    });

    it.each([
      ['rationale', { rationale: 'R.', explanation: 'E.', feedback: 'F.' }, 'R.'],
      ['explanation', { explanation: 'E.', feedback: 'F.' }, 'E.'],
      ['feedback', { feedback: 'F.' }, 'F.'],
    ])('reads text from %s first', (_name, entry, text) => {
      expect(rationalesOf({ rationales: [{ question_id: 'q', ...entry }] })?.[0]?.text).toBe(text);
    });

    it.each([
      ['rationaleHtml', { rationaleHtml: '<p>1</p>', rationale_html: '<p>2</p>' }, '<p>1</p>'],
      ['rationale_html', { rationale_html: '<p>2</p>', explanationHtml: '<p>3</p>' }, '<p>2</p>'],
      ['explanationHtml', { explanationHtml: '<p>3</p>', feedbackHtml: '<p>4</p>' }, '<p>3</p>'],
    ])('prefers %s for html', (_name, entry, html) => {
      expect(rationalesOf({ rationales: [{ question_id: 'q', ...entry }] })?.[0]?.html).toBe(html);
    });

    it('reads a map entry that is a blank string as no rationale text', () => {
      expect(rationalesOf({ rationales: { q: '   ' } })).toEqual([{ questionId: 'q', correct: null, text: null, html: null }]);
    });

    it.each([
      ['rationale_html', { rationale_html: '<p>a</p>' }, '<p>a</p>'],
      ['feedbackHtml', { feedbackHtml: '<p>b</p>' }, '<p>b</p>'],
      ['rationaleHtml first', { rationaleHtml: '<p>1</p>', explanationHtml: '<p>2</p>' }, '<p>1</p>'],
    ])('reads html from %s', (_name, entry, html) => {
      expect(rationalesOf({ rationales: [{ question_id: 'q', ...entry }] })?.[0]?.html).toBe(html);
    });

    it.each([
      ['correct first', { correct: false, is_correct: true, isCorrect: true }, false],
      ['is_correct second', { correct: 'no', is_correct: true, isCorrect: false }, true],
      ['isCorrect last', { isCorrect: false }, false],
      ['none', { correct: 1 }, null],
    ])('reads correct: %s', (_name, entry, correct) => {
      expect(rationalesOf({ rationales: [{ question_id: 'q', ...entry }] })?.[0]?.correct).toBe(correct);
    });

    it.each([
      ['rationales', { rationales: [{ id: 'a' }], question_results: [{ id: 'b' }] }, 'a'],
      ['question_results', { question_results: [{ id: 'b' }], results: [{ id: 'c' }] }, 'b'],
      ['results', { results: [{ id: 'c' }], questions: [{ id: 'd' }] }, 'c'],
      ['questions', { questions: [{ id: 'd' }], feedback: [{ id: 'e' }] }, 'd'],
      ['feedback', { feedback: [{ id: 'e' }] }, 'e'],
    ])('reads the list from %s first', (_name, data, id) => {
      expect(rationalesOf(data)?.map((r) => r.questionId)).toEqual([id]);
    });

    it('reads nothing from a rationale field that is neither list nor map', () => {
      expect(rationalesOf({ score: 1, rationales: 'none' })).toEqual([]);
    });
  });
});
