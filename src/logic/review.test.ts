import { describe, expect, it } from 'vitest';
import { methodCourse } from '../../test/fixtures';
import { normalizeCourse } from '../model/normalizeCourse';
import { primaryAction } from './primaryAction';
import { forwardControl, isPhaseAnswered, isPhaseReviewable, isReviewOpen, type ReviewState } from './review';

const course = normalizeCourse(methodCourse).course;
const phase = (id: string) => course.phases.find((p) => p.id === id)!;

const state = (overrides: Partial<ReviewState> = {}): ReviewState => ({
  position: { phaseId: 'ph-assessment', screenIndex: 3 },
  completed: {},
  results: {},
  submissions: {},
  courseComplete: false,
  ...overrides,
});

describe('isPhaseReviewable', () => {
  it.each([
    ['ph-assessment', 'an assessment over 4 screens', true],
    ['ph-post', 'a post-assessment over 2 screens', true],
    ['ph-pre', 'a pre-assessment on one screen', false],
    ['ph-content', 'a content phase whose questions are checked one at a time', false],
    ['ph-intro', 'an introduction with nothing scored', false],
    ['ph-evaluation', 'the evaluation', false],
  ])('%s (%s): %s', (id, _what, reviewable) => {
    expect(isPhaseReviewable(course, phase(id))).toBe(reviewable);
  });

  it('leaves out an assessment that fits on one screen', () => {
    const oneScreen = normalizeCourse({ ...methodCourse, phases: methodCourse.phases.map((p) => (p.id === 'ph-assessment' ? { ...p, components: p.components.slice(0, 1), screen_count: 1 } : p)) }).course;
    expect(isPhaseReviewable(oneScreen, oneScreen.phases.find((p) => p.id === 'ph-assessment')!)).toBe(false);
  });
});

describe('forwardControl', () => {
  it.each<[string, Partial<ReviewState>, boolean, ReturnType<typeof forwardControl>]>([
    ['last screen of a reviewable phase', {}, true, 'review'],
    ['the same with review turned off by the host', {}, false, 'submit'],
    ['the review open: its control sends', { reviewingPhaseId: 'ph-assessment' }, true, 'submit'],
    ['an earlier screen', { position: { phaseId: 'ph-assessment', screenIndex: 1 } }, true, 'continue'],
    ['a failed send: Try again, not another review', { submissions: { 'phase:ph-assessment': { state: 'failed' } } }, true, 'retry'],
    ['a failing verdict: Retake', { results: { 'ph-assessment': { passed: false } } }, true, 'retake'],
    ['the phase complete', { completed: { 'ph-assessment': true }, results: { 'ph-assessment': { passed: true } } }, true, 'continue'],
    ['a one-screen scored phase', { position: { phaseId: 'ph-pre', screenIndex: 0 } }, true, 'submit'],
    ['the post-assessment last screen', { position: { phaseId: 'ph-post', screenIndex: 1 } }, true, 'review'],
  ])('%s', (_what, overrides, review, expected) => {
    expect(forwardControl(course, state(overrides), review)).toBe(expected);
  });

  it('never changes what the store sends: its rule is still "submit" where the button offers the review', () => {
    expect(primaryAction(course, state())).toBe('submit');
  });
});

describe('isReviewOpen', () => {
  it.each<[string, Partial<ReviewState>, boolean]>([
    ['asked for, on the last screen', { reviewingPhaseId: 'ph-assessment' }, true],
    ['not asked for', {}, false],
    ['asked for another phase', { reviewingPhaseId: 'ph-post' }, false],
    ['on an earlier screen', { reviewingPhaseId: 'ph-assessment', position: { phaseId: 'ph-assessment', screenIndex: 2 } }, false],
    ['a send that failed keeps it open', { reviewingPhaseId: 'ph-assessment', submissions: { 'phase:ph-assessment': { state: 'failed' } } }, true],
    ['a result closes it', { reviewingPhaseId: 'ph-assessment', results: { 'ph-assessment': { passed: false } } }, false],
    ['a completed phase has nothing to review', { reviewingPhaseId: 'ph-assessment', completed: { 'ph-assessment': true } }, false],
  ])('%s: %s', (_what, overrides, open) => {
    expect(isReviewOpen(course, state(overrides))).toBe(open);
  });
});

describe('isPhaseAnswered', () => {
  it.each<[string, Partial<ReviewState>, boolean]>([
    ['nothing sent', {}, false],
    ['on its way', { submissions: { 'phase:ph-assessment': { state: 'pending' } } }, false],
    ['failed', { submissions: { 'phase:ph-assessment': { state: 'failed' } } }, false],
    ['sent', { submissions: { 'phase:ph-assessment': { state: 'succeeded' } } }, true],
    ['a failing result', { results: { 'ph-assessment': { passed: false } } }, true],
    ['complete', { completed: { 'ph-assessment': true } }, true],
  ])('%s: %s', (_what, overrides, answered) => {
    expect(isPhaseAnswered(state(overrides), 'ph-assessment')).toBe(answered);
  });
});
