import { describe, expect, it } from 'vitest';
import { methodCourse } from '../../test/fixtures';
import { normalizeCourse } from '../model/normalizeCourse';
import { createSummaryTracker } from './summaryTracker';

const course = normalizeCourse(methodCourse).course;
const assessment = course.phases.find((phase) => phase.type === 'assessment')!;
const clock = () => {
  let time = 1_000;
  return { now: () => time, advance: (ms: number) => void (time += ms) };
};

describe('the summary from the player events', () => {
  it('follows the screen, then the service verdict, then completion', () => {
    const time = clock();
    const tracker = createSummaryTracker(course, {}, time.now);
    expect(tracker.onEvent({ type: 'screen_viewed', phaseId: 'p1', screenIndex: 2, screenCount: 3 })).toMatchObject({ location: 'p1#2', resume: 'p1#2', completion: 'incomplete', success: 'unknown', scaled: null });
    time.advance(90_500);
    expect(tracker.onEvent({ type: 'phase_completed', phaseId: assessment.id, score: 80, passed: true, durationMs: 1 })).toMatchObject({ success: 'passed', scaled: 0.8, sessionSeconds: 90.5 });
    expect(tracker.onEvent({ type: 'completed', durationMs: 1 })).toMatchObject({ completion: 'completed', success: 'passed' });
  });

  it('gives no verdict for a judged introduction or pre-test before any assessment', () => {
    const tracker = createSummaryTracker(course);
    for (const phase of course.phases.filter((p) => p.type !== 'assessment' && p.type !== 'post-assessment').slice(0, 3)) {
      expect(tracker.onEvent({ type: 'phase_completed', phaseId: phase.id, score: 100, passed: true, durationMs: 1 })).toMatchObject({ success: 'unknown', scaled: null });
    }
  });

  it('ignores events that change nothing the LMS holds', () => {
    const tracker = createSummaryTracker(course);
    expect(tracker.onEvent({ type: 'answer_changed', blockId: 'b', answer: { kind: 'text', text: 'x' } as never })).toBeNull();
    expect(tracker.onEvent({ type: 'disclosure_shown', via: 'player' })).toBeNull();
  });

  it('after a failed assessment: incomplete by default, failed when the host asks', () => {
    const failed = { type: 'phase_completed', phaseId: assessment.id, score: 40, passed: false, durationMs: 1 } as const;
    expect(createSummaryTracker(course).onEvent(failed)).toMatchObject({ completion: 'incomplete', success: 'unknown', scaled: 0.4 });
    expect(createSummaryTracker(course, { afterFailure: 'failed' }).onEvent(failed)).toMatchObject({ success: 'failed', scaled: 0.4 });
  });

  it('passes on completion when the host says so, whatever the verdict', () => {
    const tracker = createSummaryTracker(course, { passOn: 'completion' });
    expect(tracker.onEvent({ type: 'phase_completed', phaseId: assessment.id, score: 40, passed: false, durationMs: 1 })).toMatchObject({ success: 'unknown' });
    expect(tracker.onEvent({ type: 'completed', durationMs: 1 })).toMatchObject({ completion: 'completed', success: 'passed' });
  });

  it('starts at the resume point the launch gave', () => {
    expect(createSummaryTracker(course, {}, Date.now, 'p3#1').current()).toMatchObject({ location: 'p3#1', resume: 'p3#1' });
  });
});
