import '../../../styles/method.css';
import { screen } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { createRoot } from 'react-dom/client';
import { CoursePlayer } from '../../../src';
import { normalizeCourse } from '../../../src/model/normalizeCourse';
import { createCmi5Session } from '../../../src/xapi';
import { methodCourse, methodCourseKeys } from '../../fixtures';
import { playCourse } from '../../support/playSampleCourse';
import { asOnSubmit, createReferenceScorer } from '../../support/referenceScorer';

/**
 * A cmi5 assignable unit as a host builds one (docs/xapi.md): the LMS opened this page with the
 * launch parameters in its query string; the session reads them from `location.href` and hears
 * every player event. The page plays the sample course with the same DOM walk as the jsdom test;
 * the node test closes it afterwards (pagehide: terminated).
 */
declare global {
  interface Window {
    __cmi5Run: Promise<{ outcome: string; stuckReason: string | null; screens: number; submissions: number; launchMode: string; errors: string[] }>;
  }
}

const course = normalizeCourse(methodCourse).course;
const errors: string[] = [];
const session = createCmi5Session({ launchUrl: location.href, fetch: window.fetch.bind(window), course, onError: (error) => errors.push(error.message) });
const scorer = createReferenceScorer(methodCourse, methodCourseKeys);
// The player renders at once; events before start() resolves are replayed after initialized.
createRoot(document.getElementById('host')!).render(
  <CoursePlayer payload={methodCourse} userId="cmi5-learner" onSubmit={asOnSubmit(scorer)} onEvent={session.onEvent} degraded disclosure="host" />,
);
const launched = session.start();

window.__cmi5Run = Promise.all([launched, screen.findAllByRole('heading', { level: 2 }, { timeout: 10_000 })])
  .then(async ([launch]) => {
    const log = await playCourse({ user: userEvent.setup(), course, keys: methodCourseKeys, mode: 'degraded' });
    return { outcome: log.outcome, stuckReason: log.stuckReason, screens: log.screens.length, submissions: scorer.received.length, launchMode: launch.launchMode, errors };
  });
