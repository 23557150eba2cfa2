import { describe, expect, it } from 'vitest';
import sampleCourse from '../../dev/sample-course.json';
import { normalizeCourse } from '../../model/normalizeCourse';
import { openAt } from './openAt';

const { course } = normalizeCourse(sampleCourse);

// The phases in course order (by `order`): intro, pre, content, education, assessment, post, evaluation, certificate.
describe('--open, against the sample course', () => {
  it.each([
    ['ph-intro', { phaseId: 'ph-intro', screenIndex: 0, completedPhaseIds: [] }],
    ['ph-pre', { phaseId: 'ph-pre', screenIndex: 0, completedPhaseIds: ['ph-intro'] }],
    ['pre-mcq', { phaseId: 'ph-pre', screenIndex: 0, completedPhaseIds: ['ph-intro'] }],
    ['content-next-step', { phaseId: 'ph-content', screenIndex: 2, completedPhaseIds: ['ph-intro', 'ph-pre'] }],
    ['content-goal-input', { phaseId: 'ph-content', screenIndex: 4, completedPhaseIds: ['ph-intro', 'ph-pre'] }],
    // A stacked phase is one screen, whatever screen_index its components carry.
    ['edu-webinar', { phaseId: 'ph-education', screenIndex: 0, completedPhaseIds: ['ph-intro', 'ph-pre', 'ph-content'] }],
    // The certificate phase is optional and last: every required phase before it is done.
    ['ph-certificate', { phaseId: 'ph-certificate', screenIndex: 0, completedPhaseIds: ['ph-intro', 'ph-pre', 'ph-content', 'ph-education', 'ph-assessment', 'ph-post', 'ph-evaluation'] }],
  ])('opens %s at %j', (id, expected) => {
    expect(openAt(course, id)).toEqual(expected);
  });

  it.each(['nowhere', 'constructor', 'PH-PRE'])('finds nothing for %s', (id) => {
    expect(openAt(course, id)).toBeNull();
  });
});
