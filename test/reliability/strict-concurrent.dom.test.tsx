import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, startTransition, StrictMode, Suspense, useEffect, useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { CoursePlayer } from '../../src';
import type { SubmitProgressBody } from '../../src/contract';
import { normalizeCourse } from '../../src/model/normalizeCourse';
import { methodCourse, methodCourseKeys } from '../fixtures';
import { installDomPolyfills } from '../dom/renderers/support';
import { playCourse } from '../support/playSampleCourse';
import { asOnSubmit, createReferenceScorer } from '../support/referenceScorer';
import { reportFigure } from './figure';

/**
 * Suite 6: the whole sample course in React 19 StrictMode (double render, double effects), the
 * player loaded lazily behind <Suspense> and shown from a startTransition. Every submission must
 * reach onSubmit once, and React must have nothing to warn about.
 */
const LazyPlayer = lazy(async () => ({ default: CoursePlayer }));

function Host({ onSubmit }: { onSubmit: (body: SubmitProgressBody) => Promise<unknown> }) {
  const [shown, setShown] = useState(false);
  // A host that opens the course from a transition, as a router would.
  useEffect(() => startTransition(() => setShown(true)), []);
  if (!shown) return <p>Opening course</p>;
  return (
    <Suspense fallback={<p>Loading course</p>}>
      <LazyPlayer payload={methodCourse} userId="strict-learner" onSubmit={onSubmit} degraded />
    </Suspense>
  );
}

/** A body's identity without the time it carries: two equal keys are the same submission sent twice. */
function identity(body: SubmitProgressBody): string {
  const { time_spent_minutes: _time, ...rest } = body;
  return JSON.stringify(rest);
}

let consoleError: MockInstance;
let consoleWarn: MockInstance;

beforeAll(installDomPolyfills);
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error');
  consoleWarn = vi.spyOn(console, 'warn');
});
afterEach(() => {
  consoleError.mockRestore();
  consoleWarn.mockRestore();
});

describe('StrictMode, Suspense and transitions (suite 6)', () => {
  it('plays the full course with each submission sent once and no React warnings', async () => {
    const scorer = createReferenceScorer(methodCourse, methodCourseKeys);
    const submit = asOnSubmit(scorer);
    const bodies: SubmitProgressBody[] = [];
    const onSubmit = async (body: SubmitProgressBody) => {
      bodies.push(structuredClone(body));
      return submit(body);
    };
    render(
      <StrictMode>
        <Host onSubmit={onSubmit} />
      </StrictMode>,
    );
    // The lazy player's first render can take over a second on a cold, loaded machine.
    await screen.findAllByRole('heading', { level: 2 }, { timeout: 15_000 });

    const log = await playCourse({ user: userEvent.setup(), course: normalizeCourse(methodCourse).course, keys: methodCourseKeys, mode: 'degraded' });
    expect(log.outcome, log.stuckReason ?? '').toBe('completed');

    const byPhase: Record<string, number> = {};
    for (const body of bodies) byPhase[body.phase_id] = (byPhase[body.phase_id] ?? 0) + 1;
    const duplicates = bodies.map(identity).filter((key, index, all) => all.indexOf(key) !== index);
    expect(duplicates).toEqual([]);
    // One body per answered phase, plus one per check: ph-content's graded anchor ("Check answer")
    // and ph-education's two narrative-escape puzzles (as in test/dom/player/sample-course.test.tsx).
    expect(byPhase).toEqual({ 'ph-intro': 1, 'ph-pre': 1, 'ph-content': 2, 'ph-education': 3, 'ph-assessment': 1, 'ph-post': 1, 'ph-evaluation': 1 });
    expect(scorer.received.length).toBe(bodies.length);

    expect(consoleError).not.toHaveBeenCalled();
    expect(consoleWarn).not.toHaveBeenCalled();
    const counts = Object.entries(byPhase).map(([phase, count]) => `${phase}×${count}`).join(' ');
    reportFigure(`StrictMode+Suspense+startTransition: course completed, ${bodies.length} bodies (${counts}), 0 duplicates, 0 console warnings/errors`);
  }, 60_000);
});
