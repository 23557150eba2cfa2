import { createRoot } from 'react-dom/client';
import { CoursePlayer, type ProgressStorage } from 'ce-course-player';
import { normalizeCourse, type CourseContentPayload, type SubmitProgressBody } from 'ce-course-player/contract';
import { createScormBridge, readScormLaunch } from 'ce-course-player/scorm';

/**
 * The provider's hosted player page, as a SCORM dispatch package frames it from an LMS. It runs on
 * your origin, in a third-party frame: no cookies, so the backend (server.mjs) mints a short-lived
 * bearer token from the launch, which this page holds in memory only.
 */
const launch = readScormLaunch(location.href);

async function start(root: HTMLElement) {
  if (!launch) return void (root.textContent = 'Open this course from your learning system.');
  // The launch credential, the LMS origin and the learner id the LMS asserted (unsigned) in
  // exchange for a token: the backend checks the credential and the origin against its records.
  const exchange = await fetch('/scorm/token', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ credential: launch.credential, lmsOrigin: launch.lmsOrigin, learnerId: launch.learnerId }),
  });
  if (!exchange.ok) return void (root.textContent = 'This course could not start. Please tell your learning system’s administrator.');
  const { token, allowedLmsOrigins, payload } = (await exchange.json()) as { token: string; allowedLmsOrigins: string[]; payload: CourseContentPayload };
  const auth = { Authorization: `Bearer ${token}` };

  // Progress lives on the backend, keyed by the token's learner: the same screen on any device.
  const storage: ProgressStorage = {
    getItem: async (key) => {
      const response = await fetch(`/progress/${encodeURIComponent(key)}`, { headers: auth });
      return response.status === 200 ? response.text() : null;
    },
    setItem: async (key, value) => void (await fetch(`/progress/${encodeURIComponent(key)}`, { method: 'PUT', headers: auth, body: value })),
    removeItem: async (key) => void (await fetch(`/progress/${encodeURIComponent(key)}`, { method: 'DELETE', headers: auth })),
  };
  const submit = async (body: SubmitProgressBody) => (await fetch('/submit', { method: 'POST', headers: { ...auth, 'Content-Type': 'application/json' }, body: JSON.stringify(body) })).json();

  const bridge = createScormBridge({ launch, allowedLmsOrigins, course: normalizeCourse(payload).course, passOn: 'verdict', afterFailure: 'incomplete' });
  createRoot(root).render(
    <CoursePlayer payload={payload} userId={launch.learnerId} onSubmit={submit} persistence={{ key: 'scorm', storage }} onEvent={bridge.onEvent} disclosure="host" />,
  );
}

void start(document.getElementById('course')!);
