import type { CourseContentPayload } from '../../src/contract';
import { methodCourse } from '../fixtures';

/**
 * The sample course cut to its introduction, its one-screen pre-test and its evaluation (so the
 * course is not complete at the pre-test, whose result is then shown): the short walk for the
 * suites whose point is where the SCORM API is found, not the course (a window of its own).
 */
export const shortCourse: CourseContentPayload = {
  ...methodCourse,
  total_phases: 3,
  phases: methodCourse.phases.filter((phase) => ['ph-intro', 'ph-pre', 'ph-evaluation'].includes(phase.id)),
};
