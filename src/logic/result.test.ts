import { describe, expect, it } from 'vitest';
import { readSubmitResult } from './result';

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

  it('treats success false as a failure with its code', () => {
    expect(readSubmitResult({ success: false, error: 'Nope', error_code: 'course_not_found' })).toEqual({ ok: false, message: 'Nope', code: 'course_not_found' });
  });

  it.each([undefined, null, 'ok', 42, []])('reads %o as an empty success', (value) => {
    expect(readSubmitResult(value)).toEqual({ ok: true, result: { score: null, passed: null, allPhasesComplete: false, rationales: [] } });
  });
});
