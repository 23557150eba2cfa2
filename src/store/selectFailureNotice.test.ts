import { describe, expect, it } from 'vitest';
import { course, gated, setup } from '../../test/support/playerStoreHarness';
import type { AnswerMap } from '../logic/answers';
import type { SubmitFailure } from '../logic/retry';
import { initialProgress } from './initialState';
import { selectFailureNotice } from './selectFailureNotice';
import type { PlayerState, SubmissionKey, SubmissionStatus } from './types';

// intro: a choice `gut` (an anchor); quiz: mcq q1/q2, drag-drop-match ddm, timed-quiz tq, grouping
// grp, card-flip cf; wrap: content only (makeTestCourse, the course the store harness plays).

const network: SubmitFailure = { message: 'offline' };
const unauthorised: SubmitFailure = { status: 401, message: 'no' };

function state(key: SubmissionKey, answers: AnswerMap, status: SubmissionStatus = { state: 'failed', attempt: 0, failure: network }): PlayerState {
  return {
    ...initialProgress(course, undefined),
    answers,
    submissions: { [key]: status },
    reviewingAfterCompletion: false,
    actions: {} as PlayerState['actions'],
  };
}

const mcq: AnswerMap = { mcq: { type: 'selections', byQuestion: { q1: 'A' } } };
const timed: AnswerMap = { tq: { type: 'timed', byQuestion: { t1: 0 } } };
const matches: AnswerMap = { ddm: { type: 'matches', bySource: { s1: 't1' } } };
const placements: AnswerMap = { grp: { type: 'placements', byItem: { i1: 'g1' } } };
const pairs: AnswerMap = { cf: { type: 'pairs', pairs: [['c1', 'c2']] } };
const gut: AnswerMap = { gut: { type: 'selections', byQuestion: { gut: 'Yes' } } };

describe('selectFailureNotice: null unless the submission failed', () => {
  it.each<[string, SubmissionStatus | undefined]>([
    ['never sent', undefined],
    ['pending', { state: 'pending', attempt: 0 }],
    ['succeeded', { state: 'succeeded', attempt: 0 }],
  ])('%s', (_name, status) => {
    const submissions: PlayerState['submissions'] = status ? { 'phase:quiz': status } : {};
    const s = { ...state('phase:quiz', mcq), submissions };
    expect(selectFailureNotice(course, s, 'phase:quiz')).toBeNull();
  });
});

describe('selectFailureNotice: a phase is worded by whether its body, built from the answers now, carries answers', () => {
  it.each([
    ['a quiz with an mcq answer', 'phase:quiz', mcq, network, 'answers'],
    ['a quiz with a timed answer only', 'phase:quiz', timed, network, 'answers'],
    ['a quiz with a match only', 'phase:quiz', matches, network, 'answers'],
    ['a quiz with a placement only', 'phase:quiz', placements, network, 'answers'],
    ['a quiz with a matched pair only', 'phase:quiz', pairs, network, 'answers'],
    ['a quiz with an mcq answer, refused', 'phase:quiz', mcq, unauthorised, 'answersAuth'],
    ['a quiz left unanswered', 'phase:quiz', {}, network, 'progress'],
    ['a quiz left unanswered, refused', 'phase:quiz', {}, unauthorised, 'progressAuth'],
    ['a quiz, with answers only in another phase', 'phase:quiz', gut, network, 'progress'],
    ['an introduction with its choice made', 'phase:intro', gut, network, 'answers'],
    ['a content phase', 'phase:wrap', {}, network, 'progress'],
    ['a content phase, refused', 'phase:wrap', {}, unauthorised, 'progressAuth'],
    ['a content phase, while another phase has answers', 'phase:wrap', { ...mcq, ...gut }, network, 'progress'],
  ] as const)('%s: %s -> %s', (_name, key, answers, failure, expected) => {
    expect(selectFailureNotice(course, state(key, answers, { state: 'failed', attempt: 0, failure }), key)).toBe(expected);
  });
});

describe('selectFailureNotice: an anchor check carries its answer', () => {
  it.each([
    ['a failed check', network, 'answers'],
    ['a refused check', unauthorised, 'answersAuth'],
  ] as const)('%s -> %s', (_name, failure, expected) => {
    expect(selectFailureNotice(course, state('block:gut', gut, { state: 'failed', attempt: 0, failure }), 'block:gut')).toBe(expected);
  });
});

describe('selectFailureNotice: a key the course no longer has keeps the "answers" wording', () => {
  it.each([
    ['a phase gone', 'phase:gone', network, 'answers'],
    ['a phase gone, refused', 'phase:gone', unauthorised, 'answersAuth'],
    ['a block gone', 'block:gone', network, 'answers'],
    ['a block gone, refused', 'block:gone', unauthorised, 'answersAuth'],
  ] as const)('%s -> %s', (_name, key, failure, expected) => {
    expect(selectFailureNotice(course, state(key, {}, { state: 'failed', attempt: 0, failure }), key)).toBe(expected);
  });
});

describe('selectFailureNotice: from a store whose submissions failed', () => {
  const unavailable = async () => {
    throw Object.assign(new Error('down'), { status: 503 });
  };
  const refused = async () => {
    throw Object.assign(new Error('no'), { status: 401 });
  };

  it.each([
    ['a content phase, unavailable', 'wrap', unavailable, 'progress'],
    ['a content phase, refused', 'wrap', refused, 'progressAuth'],
    ['an unanswered quiz, unavailable', 'quiz', unavailable, 'progress'],
  ] as const)('%s: %s -> %s', async (_name, phaseId, onSubmit, expected) => {
    const { store, actions } = setup({ onSubmit });
    await actions.submitPhase(phaseId);
    expect(store.getState().submissions[`phase:${phaseId}`]?.state).toBe('failed');
    expect(selectFailureNotice(course, store.getState(), `phase:${phaseId}`)).toBe(expected);
  });

  it('rewords a quiz the service refused once it is answered, as Try again would then send answers', async () => {
    const rejected = async () => {
      throw Object.assign(new Error('bad body'), { status: 400 });
    };
    const { store, actions } = setup({ onSubmit: rejected });
    await actions.submitPhase('quiz');
    expect(selectFailureNotice(course, store.getState(), 'phase:quiz')).toBe('progress');
    actions.answer('mcq', { type: 'selections', byQuestion: { q1: 'A' } });
    expect(selectFailureNotice(course, store.getState(), 'phase:quiz')).toBe('answers');
  });

  it('keeps a quiz waiting for its automatic send as it was submitted: an answer now would not be sent', async () => {
    const { store, actions } = setup({ onSubmit: unavailable });
    await actions.submitPhase('quiz');
    actions.answer('mcq', { type: 'selections', byQuestion: { q1: 'A' } });
    expect(store.getState().answers['mcq']).toBeUndefined();
    expect(selectFailureNotice(course, store.getState(), 'phase:quiz')).toBe('progress');
  });

  it('words a failed anchor check as answers', async () => {
    const { store, actions } = setup({ course: gated, onSubmit: unavailable });
    actions.answer('gq', { type: 'selections', byQuestion: { gq: 'a' } });
    await actions.checkAnswer('gq');
    expect(store.getState().submissions['block:gq']?.state).toBe('failed');
    expect(selectFailureNotice(gated, store.getState(), 'block:gq')).toBe('answers');
  });
});
