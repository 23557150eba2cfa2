import { useEffect } from 'react';
import type { Course } from '../model/types';
import { preloadCourseKinds } from '../registry/preloadCourseKinds';
import type { Registry } from '../registry/types';
import { LazyCompletionView, LazyPhaseReadout, LazyPhaseReview, LazyPlayerDisclosure, LazyPlayerLanding, LazyResultFeedbackList } from './lazyViews';

/** Which of the player's own pages this course may show before its first screen. */
export interface OpeningPages {
  landing: boolean;
  disclosure: boolean;
}

const ignore = () => undefined; // a failure shows (or is fetched again) where the page renders

/** The longest the fetch ahead waits for an idle moment on a page that is never idle. */
const IDLE_TIMEOUT_MS = 1500;

/**
 * Runs `work` once the page is idle, so what it starts does not compete with the first screen
 * (a chunk fetched and parsed while the screen is still being drawn delayed it by about 30 ms at
 * N = 50: bench/README.md); at most `IDLE_TIMEOUT_MS` later on a page that is never idle. Where
 * `requestIdleCallback` is missing (WebKit), a short timer. Returns the cancel.
 */
function whenIdle(work: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(work, { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(work, 100);
  return () => clearTimeout(handle);
}

/**
 * Once the course opens, fetches the code of every lazily loaded kind the course uses and of every
 * page and view it may show: its landing page or disclosure when it opens on one (at once: the
 * learner sees it first), then, once the first screen is drawn and the page idle, the kinds, the
 * review, a result's feedback list, a phase readout the course has, and the completion page every
 * course ends on. Fetched while the network is there, so a learner who goes offline later still
 * reaches every activity and the end; a fetch made offline waits for the connection (`loadWhenOnline`).
 */
export function useCoursePreload(registry: Registry, course: Course, { landing, disclosure }: OpeningPages): void {
  useEffect(() => {
    if (landing) LazyPlayerLanding.preload().catch(ignore);
    if (disclosure) LazyPlayerDisclosure.preload().catch(ignore);
    return whenIdle(() => {
      preloadCourseKinds(registry, course);
      if (course.phases.some((phase) => phase.debriefReadout)) LazyPhaseReadout.preload().catch(ignore);
      LazyPhaseReview.preload().catch(ignore);
      LazyResultFeedbackList.preload().catch(ignore);
      LazyCompletionView.preload().catch(ignore);
    });
  }, [registry, course, landing, disclosure]);
}
