import { recordPageErrors } from '../pageErrors';
import '../../../styles/method.css';
import { screen } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { createRoot } from 'react-dom/client';
import { StrictMode } from 'react';
import { CoursePlayer } from '../../../src';
import { normalizeCourse } from '../../../src/model/normalizeCourse';
import { methodCourse, methodCourseKeys } from '../../fixtures';
import { playCourse } from '../../support/playSampleCourse';
import { asOnSubmit, createReferenceScorer } from '../../support/referenceScorer';

/**
 * A host page served under a strict CSP with Trusted Types: it plays the sample course with the
 * same DOM walk as the jsdom test and records every securitypolicyviolation for the node test.
 */
declare global {
  interface Window {
    __violations: string[];
    __run: Promise<{ outcome: string; stuckReason: string | null; screens: number; submissions: number }>;
  }
}

recordPageErrors();

window.__violations = [];
document.addEventListener('securitypolicyviolation', (event) => {
  window.__violations.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sample})`);
});

const mode = new URLSearchParams(location.search).get('mode') === 'full' ? 'full' : 'degraded';
const scorer = createReferenceScorer(methodCourse, methodCourseKeys);
const root = createRoot(document.getElementById('host')!);
root.render(
  <StrictMode>
    <CoursePlayer payload={methodCourse} userId="csp-learner" onSubmit={asOnSubmit(scorer)} degraded={mode === 'degraded'} disclosure="host" />
  </StrictMode>,
);

// Without act(), React renders on its own schedule: the walk starts once the first screen is up.
window.__run = screen.findAllByRole('heading', { level: 2 }, { timeout: 10_000 }).then(() => playCourse({
  user: userEvent.setup(),
  course: normalizeCourse(methodCourse).course,
  keys: methodCourseKeys,
  mode,
})).then((log) => ({ outcome: log.outcome, stuckReason: log.stuckReason, screens: log.screens.length, submissions: scorer.received.length }));
