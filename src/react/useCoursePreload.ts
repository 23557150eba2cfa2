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

/**
 * Once the course opens, after the first paint (a page of questions is not held up), fetches the
 * code of every lazily loaded kind the course uses, of every page and view it may show (review, feedback, a phase readout it has, completion): its landing page
 * or disclosure when it opens on one, and the completion page every course ends on. Fetched while
 * the network is there, so a learner who goes offline later still reaches every activity and the
 * end; a fetch made offline waits for the connection (`loadWhenOnline`).
 */
export function useCoursePreload(registry: Registry, course: Course, { landing, disclosure }: OpeningPages): void {
  useEffect(() => {
    if (landing) LazyPlayerLanding.preload().catch(ignore);
    if (disclosure) LazyPlayerDisclosure.preload().catch(ignore);
    preloadCourseKinds(registry, course);
    if (course.phases.some((phase) => phase.debriefReadout)) LazyPhaseReadout.preload().catch(ignore);
    LazyPhaseReview.preload().catch(ignore);
    LazyResultFeedbackList.preload().catch(ignore);
    LazyCompletionView.preload().catch(ignore);
  }, [registry, course, landing, disclosure]);
}
