import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { CoursePlayer, defaultStrings as strings } from '../../src';
import type { SubmitProgressBody } from '../../src/contract';
import { PHASE_TYPES } from '../../src/contract/course';
import { normalizeCourse } from '../../src/model/normalizeCourse';
import { methodCourse, methodCourseKeys } from '../fixtures';
import { installDomPolyfills } from '../dom/renderers/support';
import { playCourse } from '../support/playSampleCourse';
import { createReferenceScorer } from '../support/referenceScorer';

/**
 * A late answer to a request the player gave up on: the service records each phase's first body at
 * once but answers only after the player's deadline (`submitTimeoutMs`), ignoring the abort signal.
 * Where the host gave `fetchProgress`, the late answer is reconciled with it and applied, so the
 * phase is recorded once and its score is not lost; without it the player sends the phase again,
 * as before (docs/assumptions.md). Where the learner waits, the retry the timeout schedules is due
 * after the late answer (1 s after the deadline, the answer 0.3 s after it), and timers fire in the
 * order they are due; where the learner presses Try again, the late answers are held until the end.
 */
const course = normalizeCourse(methodCourse).course;
/** The phases a learner submits (the certificate phase is shown, not sent). */
const submitted = course.phases.filter((phase) => phase.required).map((phase) => phase.id);
const DEADLINE_MS = 200;
const LATE_ANSWER_MS = 500;

beforeAll(installDomPolyfills);

/**
 * POST /api-submit-progress that answers each phase's first body late (after `lateAnswerMs`, or
 * only when the test releases it), and GET /api-progress from the same scorer.
 */
function slowService(userId: string, lateAnswerMs: number | 'held') {
  const scorer = createReferenceScorer(methodCourse, methodCourseKeys);
  const phaseBodies: SubmitProgressBody[] = [];
  const held: Array<() => void> = [];
  const onSubmit = (body: SubmitProgressBody) => {
    const copy = structuredClone(body);
    const isPhase = (PHASE_TYPES as readonly string[]).includes(copy.phase_type);
    const late = isPhase && !phaseBodies.some((earlier) => earlier.phase_id === copy.phase_id);
    if (isPhase) phaseBodies.push(copy);
    const envelope = scorer.submit(copy);
    return new Promise((resolve) => {
      if (!late) setTimeout(() => resolve(envelope), 5);
      else if (lateAnswerMs === 'held') held.push(() => resolve(envelope));
      else setTimeout(() => resolve(envelope), lateAnswerMs);
    });
  };
  const fetchProgress = async () => ({ completedPhaseIds: scorer.completedPhases(userId) });
  const bodiesPerPhase = () => Object.fromEntries(submitted.map((phaseId) => [phaseId, phaseBodies.filter((body) => body.phase_id === phaseId).length]));
  const releaseHeld = () => held.splice(0).forEach((answer) => answer());
  return { onSubmit, fetchProgress, bodiesPerPhase, releaseHeld };
}

const once = Object.fromEntries(submitted.map((phaseId) => [phaseId, 1]));
const twice = Object.fromEntries(submitted.map((phaseId) => [phaseId, 2]));
/** What the learner is shown after each scored phase when the service's answer reaches the player. */
const scored = {
  'ph-pre': { score: 'Your starting score: 100%', verdict: strings.resultRecorded },
  'ph-content': { score: 'Score: 100%', verdict: strings.resultPassed },
  'ph-education': { score: 'Score: 100%', verdict: strings.resultPassed },
  'ph-assessment': { score: 'Score: 100%', verdict: strings.resultPassed },
  'ph-post': { score: 'Score: 100%', verdict: strings.resultPassed },
};

async function play(userId: string, options: { fetchProgress: boolean; retryFailed: boolean; lateAnswerMs: number | 'held' }) {
  const service = slowService(userId, options.lateAnswerMs);
  render(
    <StrictMode>
      <CoursePlayer
        payload={methodCourse} userId={userId} onSubmit={service.onSubmit} submitTimeoutMs={DEADLINE_MS} degraded
        {...(options.fetchProgress ? { fetchProgress: service.fetchProgress } : {})}
      />
    </StrictMode>,
  );
  await screen.findAllByRole('heading', { level: 2 });
  const log = await playCourse({ user: userEvent.setup(), course, keys: methodCourseKeys, mode: 'degraded', retryFailed: options.retryFailed });
  return { log, service };
}

describe('a late answer to a request given up at the deadline', () => {
  it('with fetchProgress, the late answer is applied: each phase recorded once, its score shown, the learner finishes', async () => {
    const { log, service } = await play('late-waits', { fetchProgress: true, retryFailed: false, lateAnswerMs: LATE_ANSWER_MS });
    expect(log.outcome, log.stuckReason ?? '').toBe('completed');
    expect(service.bodiesPerPhase()).toEqual(once);
    expect(Object.fromEntries(log.results)).toEqual(scored);
  }, 60_000);

  it('with fetchProgress, a learner who presses Try again before the late answer comes sends each phase once; the late answers change nothing', async () => {
    const { log, service } = await play('late-presses', { fetchProgress: true, retryFailed: true, lateAnswerMs: 'held' });
    expect(log.outcome, log.stuckReason ?? '').toBe('completed');
    expect(service.bodiesPerPhase()).toEqual(once);
    await act(async () => service.releaseHeld());
    expect(service.bodiesPerPhase()).toEqual(once);
    expect(screen.getByRole('heading', { name: strings.courseComplete })).toBeTruthy();
  }, 60_000);

  it('without fetchProgress, the late answer is ignored and each phase is sent again, as before', async () => {
    const { log, service } = await play('late-unchecked', { fetchProgress: false, retryFailed: false, lateAnswerMs: LATE_ANSWER_MS });
    expect(log.outcome, log.stuckReason ?? '').toBe('completed');
    expect(service.bodiesPerPhase()).toEqual(twice);
    expect(Object.fromEntries(log.results)).toEqual(scored);
  }, 60_000);
});
