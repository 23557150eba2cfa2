import { describe, expect, it } from 'vitest';
import type { SubmitResult } from './result';
import { shownResult } from './shownResult';

const result = (score: number | null, passed: boolean | null) => ({ score, passed, allPhasesComplete: false, rationales: [] });

describe('shownResult: what a learner is told of a phase result', () => {
  it.each([
    ['a passed assessment', 'assessment', result(80, true), { score: 80, baselineScore: null, verdict: true }],
    ['a failed assessment', 'assessment', result(40, false), { score: 40, baselineScore: null, verdict: false }],
    ['a score of 0 on an assessment is kept', 'assessment', result(0, false), { score: 0, baselineScore: null, verdict: false }],
    ['an assessment with no verdict', 'post-assessment', result(null, null), { score: null, baselineScore: null, verdict: null }],
    ['a pre-test that "passed" at a pass mark of 0', 'pre-assessment', result(0, true), { score: null, baselineScore: 0, verdict: null }],
    ['an introduction', 'introduction', result(100, true), { score: null, baselineScore: null, verdict: null }],
    ['an evaluation', 'evaluation', result(100, true), { score: null, baselineScore: null, verdict: null }],
    ['a baseline phase the service failed still says so', 'pre-assessment', result(20, false), { score: 20, baselineScore: null, verdict: false }],
    ['a content phase', 'content', result(100, true), { score: 100, baselineScore: null, verdict: true }],
  ])('%s', (_name, type, given, expected) => {
    expect(shownResult(type, given)).toEqual(expected);
  });
});

describe('shownResult: a pre-test tells its score as where the learner started, without a verdict', () => {
  // The service may omit `passed`; a result read from a host that built it by hand may lack the key.
  const withoutPassed = { score: 40 } as Pick<SubmitResult, 'score' | 'passed'>;

  it.each([
    ['a pre-test scored 40 that passed: a starting score, no verdict', 'pre-assessment', result(40, true), { score: null, baselineScore: 40, verdict: null }],
    ['a pre-test scored 40 with no verdict: a starting score', 'pre-assessment', result(40, null), { score: null, baselineScore: 40, verdict: null }],
    ['a pre-test scored 40 without `passed` at all: a starting score', 'pre-assessment', withoutPassed, { score: null, baselineScore: 40, verdict: null }],
    ['a pre-test scored 0: a starting score of 0 is still told', 'pre-assessment', result(0, null), { score: null, baselineScore: 0, verdict: null }],
    ['a pre-test without a score: nothing to tell', 'pre-assessment', result(null, true), { score: null, baselineScore: null, verdict: null }],
    ['a pre-test the service failed: a mark and the failed verdict, not a starting score', 'pre-assessment', result(40, false), { score: 40, baselineScore: null, verdict: false }],
    ['an introduction with a score: no score of either kind', 'introduction', result(40, true), { score: null, baselineScore: null, verdict: null }],
    ['an introduction with a score and no verdict: no score of either kind', 'introduction', result(40, null), { score: null, baselineScore: null, verdict: null }],
    ['an evaluation with a score: no score of either kind', 'evaluation', result(40, true), { score: null, baselineScore: null, verdict: null }],
    ['an evaluation with a score and no verdict: no score of either kind', 'evaluation', result(40, null), { score: null, baselineScore: null, verdict: null }],
    ['an assessment scored 40: a mark, never a starting score', 'assessment', result(40, true), { score: 40, baselineScore: null, verdict: true }],
  ])('%s', (_name, type, given, expected) => {
    expect(shownResult(type, given)).toEqual(expected);
  });
});
