import { recordPageErrors } from '../../reliability/pageErrors';
import '../../../styles/method.css';
import { screen, waitFor } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { createRoot } from 'react-dom/client';
import { CoursePlayer } from '../../../src';
import type { SubmitProgressBody } from '../../../src/contract';
import { normalizeCourse } from '../../../src/model/normalizeCourse';
import { createScormBridge, readScormLaunch, PROTOCOL } from '../../../src/scorm';
import type { PlayerEvent } from '../../../src/store/types';
import { methodCourse, methodCourseKeys } from '../../fixtures';
import { shortCourse } from '../shortCourse';
import { playCourse } from '../../support/playSampleCourse';

/**
 * The provider's hosted player page as a SCORM dispatch package frames it (on another origin than
 * the LMS): the launch read, the shell's origin checked, the player's events bridged. What the
 * learner does comes from the test server's plan (GET /plan), as the node suite drives nothing
 * inside this cross-origin frame; the walk's log goes back with POST /walk.
 */
interface Plan {
  stopAfterPhaseId: string | null;
  /** Send hostile messages after ready instead of walking. */
  hostile: boolean;
  /** The sample course, or its short cut (shortCourse.ts). */
  course: 'method' | 'short';
  /**
   * Wait for the learner's first click (the driver's, on a Begin button filling the page) before
   * the course: a frame of another origin takes the keyboard from a click in it, never from a
   * script, and WebKit lets no script in it move focus until then.
   */
  firstClick?: boolean;
}

recordPageErrors();
const screensViewed: string[] = [];
const post = (path: string, body: unknown) => fetch(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
const submit = async (body: SubmitProgressBody) => (await post('/submit', body)).json();

/**
 * The player's progress on the provider's backend (GET/PUT /saved): a third-party frame may get
 * no storage of its own, and the learner may come back on another device through the same LMS.
 */
const backendStorage = {
  getItem: async (key: string) => {
    const response = await fetch(`/saved?key=${encodeURIComponent(key)}`);
    return response.status === 200 ? response.text() : null;
  },
  setItem: async (key: string, value: string) => void (await fetch(`/saved?key=${encodeURIComponent(key)}`, { method: 'PUT', body: value })),
  removeItem: async (key: string) => void (await fetch(`/saved?key=${encodeURIComponent(key)}`, { method: 'DELETE' })),
};

/** What a hostile or broken page might send: a wrong shape, a replayed number, a score out of range. */
function sendHostile(lmsOrigin: string) {
  const summary = { completion: 'completed', success: 'passed', scaled: 1, location: 'x', sessionSeconds: 1, resume: 'x' };
  parent.postMessage({ type: PROTOCOL, kind: 'summary', seq: 1, summary }, lmsOrigin); // not above the ready's number
  parent.postMessage({ type: PROTOCOL, kind: 'summary', seq: Date.now() + 10, summary: { ...summary, scaled: 7 } }, lmsOrigin);
  parent.postMessage({ type: PROTOCOL, kind: 'finish', seq: Date.now() + 20 }, lmsOrigin);
  parent.postMessage(JSON.stringify({ type: PROTOCOL, kind: 'summary', seq: Date.now() + 30, summary }), lmsOrigin);
}

/** A Begin button over the whole page, resolved by a click on it; `shown` once it is there. */
function firstClick(host: HTMLElement, shown: () => void): Promise<void> {
  const begin = document.createElement('button');
  begin.textContent = 'Begin';
  begin.style.cssText = 'position:fixed;inset:0;width:100%;height:100%';
  host.append(begin);
  shown();
  return new Promise((resolve) => begin.addEventListener('click', () => (begin.remove(), resolve()), { once: true }));
}

async function main() {
  const launch = readScormLaunch(location.href);
  if (!launch) throw new Error('no SCORM launch on this URL');
  const [{ allowedLmsOrigins }, plan, { completedPhaseIds }] = await Promise.all([
    fetch('/config').then((r) => r.json() as Promise<{ allowedLmsOrigins: string[] }>),
    fetch('/plan').then((r) => r.json() as Promise<Plan>),
    fetch('/progress').then((r) => r.json() as Promise<{ completedPhaseIds: string[] }>),
  ]);
  const payload = plan.course === 'short' ? shortCourse : methodCourse;
  const course = normalizeCourse(payload).course;
  const bridge = createScormBridge({ launch, allowedLmsOrigins, course });
  if (plan.hostile) {
    sendHostile(launch.lmsOrigin);
    await post('/walk', { outcome: 'hostile', connected: bridge.connected });
    return;
  }
  if (plan.firstClick) await firstClick(document.getElementById('host')!, () => void post('/awaiting-click', {}));
  const onEvent = (event: PlayerEvent) => {
    if (event.type === 'screen_viewed') screensViewed.push(`${event.phaseId}#${event.screenIndex}`);
    bridge.onEvent(event);
  };
  createRoot(document.getElementById('host')!).render(
    <CoursePlayer payload={payload} userId={launch.learnerId} onSubmit={submit} persistence={{ key: `scorm-${launch.learnerId}`, storage: backendStorage }} initialProgress={{ completedPhaseIds }} degraded disclosure="host" onEvent={onEvent} />,
  );
  await screen.findAllByRole('heading', { level: 2 }, { timeout: 15_000 });
  // A relaunch shows its loading status until the backend has answered with the saved progress.
  await waitFor(() => {
    if (screen.queryByText('Loading your progress…')) throw new Error('still reading the saved progress');
  }, { timeout: 15_000 });
  const log = await playCourse({ user: userEvent.setup(), course, keys: methodCourseKeys, mode: 'degraded', stopAfterPhaseId: plan.stopAfterPhaseId ?? undefined });
  await post('/walk', { outcome: log.outcome, stuckReason: log.stuckReason, connected: bridge.connected, refusal: bridge.refusal, entry: launch.entry, learnerId: launch.learnerId, firstScreen: log.screens[0] ?? null, lastScreen: screensViewed.at(-1) ?? null, screens: log.screens.length });
}

main().catch((error: Error) => post('/walk', { outcome: 'error', stuckReason: error.message }));
