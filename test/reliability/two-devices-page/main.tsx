import '../../../styles/method.css';
import { screen, waitFor } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { createRoot } from 'react-dom/client';
import { CoursePlayer } from '../../../src';
import type { SubmitProgressBody } from '../../../src/contract';
import { normalizeCourse } from '../../../src/model/normalizeCourse';
import { defaultStrings as strings } from '../../../src/strings/en';
import { fetchInitialProgress, serverProgress } from '../../../examples/host-backend/serverProgress.mjs';
import { methodCourse, methodCourseKeys } from '../../fixtures';
import { playCourse } from '../../support/playSampleCourse';

/**
 * A host page on examples/host-backend: content from GET /content, the service's progress from
 * GET /initial-progress, progress saved to the backend's database (serverProgress), submissions
 * to POST /submit. The learner is the one the session cookie names; `?learner=` gives the page
 * the same id for the player's storage key.
 */
declare global {
  interface Window {
    __playUntil: (stopAfterPhaseId?: string) => Promise<{ outcome: string; stuckReason: string | null }>;
    __ready: Promise<void>;
  }
}

const learner = new URLSearchParams(location.search).get('learner') ?? '';
const courseId = methodCourse.course_id;
const storage = serverProgress();

async function submit(body: SubmitProgressBody): Promise<unknown> {
  const r = await fetch('/submit', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  const json: { code?: string | null; retryAfterMs?: number | null } = await r.json().catch(() => ({}));
  if (!r.ok) throw Object.assign(new Error(`submit failed with ${r.status}`), { status: r.status, code: json.code ?? null, retryAfterMs: json.retryAfterMs ?? null });
  return json;
}

window.__ready = Promise.all([fetch(`/content?course_id=${courseId}`).then((r) => r.json()), fetchInitialProgress(courseId)])
  .then(([payload, initialProgress]) => {
    createRoot(document.getElementById('host')!).render(
      <CoursePlayer payload={payload} userId={learner} onSubmit={submit} persistence={{ key: 'ce-progress', storage }} initialProgress={initialProgress} degraded disclosure="host" />,
    );
  })
  .then(() => screen.findAllByRole('heading', { level: 2 }, { timeout: 10_000 }))
  .then(() => waitFor(() => {
    if (screen.queryByText(strings.progressLoading)) throw new Error('still reading the stored progress');
  }, { timeout: 10_000 }))
  .then(() => undefined);

const course = normalizeCourse(methodCourse).course;
window.__playUntil = (stopAfterPhaseId) =>
  window.__ready
    .then(() => playCourse({ user: userEvent.setup(), course, keys: methodCourseKeys, mode: 'degraded', stopAfterPhaseId }))
    .then((log) => ({ outcome: log.outcome, stuckReason: log.stuckReason }));
