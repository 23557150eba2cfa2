import { recordPageErrors } from '../pageErrors';
import '../../../styles/method.css';
import { screen, waitFor } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { createRoot } from 'react-dom/client';
import { CoursePlayer } from '../../../src';
import type { SubmitProgressBody } from '../../../src/contract';
import { normalizeCourse } from '../../../src/model/normalizeCourse';
import { methodCourse, methodCourseKeys } from '../../fixtures';
import { playCourse } from '../../support/playSampleCourse';

/**
 * A host page as a real one is built: progress from the service (GET /progress, standing in for
 * GET /api-progress) and submissions over the network (POST /submit), with the player's progress
 * in localStorage. The node test reloads it at chosen moments and plays on with the DOM walk.
 */
declare global {
  interface Window {
    __play: (stopAfterPhaseId: string) => Promise<{ outcome: string; stuckReason: string | null }>;
    __ready: Promise<void>;
  }
}

recordPageErrors();

// `?nolocks`: a browser without the Web Locks API (Safari before 15.4), the control of the two-tabs suite.
if (new URLSearchParams(location.search).has('nolocks')) Object.defineProperty(Navigator.prototype, 'locks', { get: () => undefined, configurable: true });

const submit = async (body: SubmitProgressBody) => {
  const response = await fetch('/submit', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  return response.json();
};

window.__ready = fetch('/progress')
  .then((response) => response.json() as Promise<{ completedPhaseIds: string[] }>)
  .then(({ completedPhaseIds }) => {
    createRoot(document.getElementById('host')!).render(
      <CoursePlayer payload={methodCourse} userId="reload-learner" onSubmit={submit} persistence={{ key: 'reload' }} initialProgress={{ completedPhaseIds }} degraded disclosure="host" />,
    );
  })
  .then(() => screen.findAllByRole('heading', { level: 2 }, { timeout: 10_000 }))
  // A reload with stored progress shows its loading status until the persistence chunk has read it.
  .then(() => waitFor(() => {
    if (screen.queryByText('Loading your progress…')) throw new Error('still reading the stored progress');
  }, { timeout: 10_000 }))
  .then(() => undefined);

const course = normalizeCourse(methodCourse).course;
window.__play = (stopAfterPhaseId) =>
  window.__ready
    .then(() => playCourse({ user: userEvent.setup(), course, keys: methodCourseKeys, mode: 'degraded', stopAfterPhaseId }))
    .then((log) => ({ outcome: log.outcome, stuckReason: log.stuckReason }));
