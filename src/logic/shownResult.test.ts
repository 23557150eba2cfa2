import { describe, expect, it } from 'vitest';
import { shownResult } from './shownResult';

const result = (score: number | null, passed: boolean | null) => ({ score, passed, allPhasesComplete: false, rationales: [] });

describe('shownResult: what a learner is told of a phase result', () => {
  it.each([
    ['a passed assessment', 'assessment', result(80, true), { score: 80, verdict: true }],
    ['a failed assessment', 'assessment', result(40, false), { score: 40, verdict: false }],
    ['a score of 0 on an assessment is kept', 'assessment', result(0, false), { score: 0, verdict: false }],
    ['an assessment with no verdict', 'post-assessment', result(null, null), { score: null, verdict: null }],
    ['a pre-test that "passed" at a pass mark of 0', 'pre-assessment', result(0, true), { score: null, verdict: null }],
    ['an introduction', 'introduction', result(100, true), { score: null, verdict: null }],
    ['an evaluation', 'evaluation', result(100, true), { score: null, verdict: null }],
    ['a baseline phase the service failed still says so', 'pre-assessment', result(20, false), { score: 20, verdict: false }],
    ['a content phase', 'content', result(100, true), { score: 100, verdict: true }],
  ])('%s', (_name, type, given, expected) => {
    expect(shownResult(type, given)).toEqual(expected);
  });
});
