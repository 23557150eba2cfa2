import { describe, expect, it } from 'vitest';
import type { SubmitProgressBody } from '../contract';
import { carriesAnswers, failureNotice, isAuthFailure } from './failureNotice';
import type { SubmitFailure } from './retry';

const body = (lists: Partial<SubmitProgressBody> = {}): SubmitProgressBody => ({
  activity_id: 'course-1', user_id: 'u', phase_type: 'assessment', phase_id: 'quiz', time_spent_minutes: 0, ...lists,
});
const failure = (fields: Omit<SubmitFailure, 'message'>): SubmitFailure => ({ message: 'x', ...fields });

describe('carriesAnswers: whether a body carries anything the learner answered', () => {
  it.each([
    ['a content phase body (no answer lists)', body(), false],
    ['an empty answers list (a quiz left unanswered)', body({ answers: [] }), false],
    ['empty lists of every kind', body({ answers: [], matches: [], placements: [], matched_pairs: [] }), false],
    ['one answer', body({ answers: [{ question_id: 'q1', selected: 'A' }] }), true],
    ['one timed answer', body({ answers: [{ question_id: 't1', selected_index: 0 }] }), true],
    ['one match, without answers', body({ matches: [{ source_id: 's1', target_id: 't1' }] }), true],
    ['one placement, without answers', body({ placements: [{ item_id: 'i1', group_id: 'g1' }] }), true],
    ['one matched pair, without answers', body({ matched_pairs: [{ card1_id: 'c1', card2_id: 'c2' }] }), true],
    ['one match beside an empty answers list', body({ answers: [], matches: [{ source_id: 's1', target_id: 't1' }] }), true],
  ])('%s: %s', (_name, given, expected) => {
    expect(carriesAnswers(given)).toBe(expected);
  });
});

describe('isAuthFailure: a refused session or key, which signing in again may fix', () => {
  it.each([
    ['401', failure({ status: 401 }), true],
    ['403', failure({ status: 403 }), true],
    ['invalid_api_key without a status', failure({ code: 'invalid_api_key' }), true],
    ['insufficient_scope without a status', failure({ code: 'insufficient_scope' }), true],
    ['a 400 carrying invalid_api_key', failure({ status: 400, code: 'invalid_api_key' }), true],
    ['a network error (no status, no code)', failure({}), false],
    ['400', failure({ status: 400 }), false],
    ['404', failure({ status: 404 }), false],
    ['429 rate_limited', failure({ status: 429, code: 'rate_limited' }), false],
    ['500', failure({ status: 500 }), false],
    ['course_not_found (permanent, but not an auth problem)', failure({ code: 'course_not_found' }), false],
    ['no failure recorded', undefined, false],
  ])('%s: %s', (_name, given, expected) => {
    expect(isAuthFailure(given)).toBe(expected);
  });
});

describe('failureNotice: "Your answers could not be sent" only when there were answers to send', () => {
  it.each([
    ['answers, network error: answers not sent', true, failure({}), 'answers'],
    ['answers, 500: answers not sent', true, failure({ status: 500 }), 'answers'],
    ['answers, no failure recorded: answers not sent', true, undefined, 'answers'],
    ['answers, 401: answers not sent, sign in again', true, failure({ status: 401 }), 'answersAuth'],
    ['answers, insufficient_scope: answers not sent, sign in again', true, failure({ code: 'insufficient_scope' }), 'answersAuth'],
    ['no answers, network error: progress not saved', false, failure({}), 'progress'],
    ['no answers, 500: progress not saved', false, failure({ status: 500 }), 'progress'],
    ['no answers, no failure recorded: progress not saved', false, undefined, 'progress'],
    ['no answers, 403: progress not saved, sign in again', false, failure({ status: 403 }), 'progressAuth'],
    ['no answers, invalid_api_key: progress not saved, sign in again', false, failure({ code: 'invalid_api_key' }), 'progressAuth'],
  ] as const)('%s', (_name, hasAnswers, given, expected) => {
    expect(failureNotice(hasAnswers, given)).toBe(expected);
  });
});
