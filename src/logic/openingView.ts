import type { Course } from '../model/types';

/** An accredited activity: one with an accreditation block or credit designations (spec 2.4). */
export function isAccredited(course: Course): boolean {
  return course.accreditation !== null || course.creditDesignations.length > 0;
}

/** What the player opens on before any content. */
export type OpeningView = 'landing' | 'disclosure' | 'content';

/**
 * A learner coming back with progress goes straight to where they were. A fresh start opens on the
 * landing page when the host asked for it (it shows the accreditation too), else, for an
 * accredited activity, on the provider's disclosure unless the host shows it itself (ACCME
 * Standards 5 and 6: before the activity begins).
 */
export function openingView(course: Course, hasProgress: boolean, options: { landing: boolean; disclosure: 'player' | 'host' }): OpeningView {
  if (hasProgress || course.phases.length === 0) return 'content';
  if (options.landing) return 'landing';
  return options.disclosure === 'player' && isAccredited(course) ? 'disclosure' : 'content';
}
