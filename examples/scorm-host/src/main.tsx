import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { CoursePlayer, submitProgressTo, type CoursePlayerProps } from 'ce-course-player';
import { normalizeCourse } from 'ce-course-player/contract';
import { PROTOCOL, createScormBridge, readScormLaunch, type HostMessage, type ScormLaunch } from 'ce-course-player/scorm';
import 'ce-course-player/styles.css';
import { startSession } from './session';

/**
 * The hosted player page: what a dispatch package's launch page (the shell, running in the LMS)
 * frames from your origin, with the launch in the query. It starts a session with your backend,
 * plays the course, and hands the player's events to the bridge, which sends the shell summaries
 * (completion, verdict, score, screen) for the LMS to record. Scoring stays on the backend.
 */
const view = createRoot(document.getElementById('root')!);
const render = (node: ReactNode) => view.render(<StrictMode>{node}</StrictMode>);
const notice = (text: string) => <p role="alert" style={{ margin: '1rem', font: '1rem/1.5 system-ui, sans-serif' }}>{text}</p>;

async function start(launch: ScormLaunch) {
  let session;
  try {
    session = await startSession(launch);
  } catch {
    // The shell keeps this frame hidden until the page says ready, and after 20 s would tell the
    // learner to check their connection: say ready so they read what happened instead.
    parent.postMessage({ type: PROTOCOL, kind: 'ready', seq: Date.now() } satisfies HostMessage, launch.lmsOrigin);
    return render(notice('This course could not start here. Please tell your learning system’s administrator.'));
  }
  const { course } = normalizeCourse(session.payload);
  // Checks who framed the page (the customer's LMS origins only) and says ready to the shell.
  const bridge = createScormBridge({ launch, course, allowedLmsOrigins: session.allowedLmsOrigins, passOn: 'verdict', afterFailure: 'incomplete' });
  // submitProgressTo rejects a non-2xx with its status, so the player keeps the answers and offers
  // Try again; made per call, so a renewed token is the one sent.
  const onSubmit: CoursePlayerProps['onSubmit'] = (body, init) => submitProgressTo('/submit', { headers: { Authorization: session.authorization() } })(body, init);
  render(
    <>
      {!bridge.connected && notice(`Your learning system will not record this session (${bridge.refusal}). Your progress is still saved.`)}
      <CoursePlayer
        payload={session.payload}
        userId={launch.learnerId} // the LMS's word: the backend scores for the token's learner, not this
        onSubmit={onSubmit}
        onEvent={bridge.onEvent}
        persistence={{ key: 'scorm', storage: session.storage }} // on the backend: a relaunch resumes on the same screen
        initialProgress={{ completedPhaseIds: session.completedPhaseIds }}
      />
    </>,
  );
}

const launch = readScormLaunch(location.href);
if (launch) void start(launch);
else render(notice('Open this course from your learning system.'));
