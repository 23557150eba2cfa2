import { describe, expect, it } from 'vitest';
import { methodCourse, mediaStates } from '../../test/fixtures';
import { normalizeCourse } from '../model/normalizeCourse';
import { isAccredited, openingView } from './openingView';

const accredited = normalizeCourse(methodCourse).course;
const plain = normalizeCourse({ ...mediaStates, accreditation: null, credit_designations: [] }).course;

describe('openingView', () => {
  it.each([
    ['a fresh accredited start', accredited, false, { landing: false, disclosure: 'player' as const }, 'disclosure'],
    ['the host showing the disclosure', accredited, false, { landing: false, disclosure: 'host' as const }, 'content'],
    ['the landing page asked for', accredited, false, { landing: true, disclosure: 'player' as const }, 'landing'],
    ['a learner coming back', accredited, true, { landing: true, disclosure: 'player' as const }, 'content'],
    ['an activity that is not accredited', plain, false, { landing: false, disclosure: 'player' as const }, 'content'],
  ])('opens %s on the right view', (_name, course, hasProgress, options, view) => {
    expect(openingView(course, hasProgress, options)).toBe(view);
  });

  it('calls an activity accredited by its accreditation or its credit designations', () => {
    expect(isAccredited(accredited)).toBe(true);
    expect(isAccredited(plain)).toBe(false);
    expect(isAccredited(normalizeCourse({ ...mediaStates, accreditation: null, credit_designations: [{ credit_type: 'AMA', credit_hours: 1, profession: 'physician' }] }).course)).toBe(true);
  });
});
