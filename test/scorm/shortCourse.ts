import type { CourseContentPayload } from '../../src/contract';
import { methodCourse } from '../fixtures';

/**
 * The sample course cut to its introduction, its one-screen pre-test and its evaluation (so the
 * course is not complete at the pre-test, whose result is then shown): the short walk for WebKit,
 * where a frame of another origin cannot take focus by script, so the sample course's multi-screen
 * assessment review (whose heading the walk checks takes focus) cannot be walked inside the frame
 * (docs/scorm.md, "Tried against").
 */
export const shortCourse: CourseContentPayload = {
  ...methodCourse,
  total_phases: 3,
  phases: methodCourse.phases.filter((phase) => ['ph-intro', 'ph-pre', 'ph-evaluation'].includes(phase.id)),
};
