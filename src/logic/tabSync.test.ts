import { describe, expect, it } from 'vitest';
import { methodCourse } from '../../test/fixtures';
import { normalizeCourse } from '../model/normalizeCourse';
import { adoptCompletedElsewhere } from './tabSync';

const course = normalizeCourse(methodCourse).course;
const result = { score: 80, passed: true, allPhasesComplete: false, rationaleIds: ['q1'] };
const rationale = { questionId: 'q1', correct: true, text: 'Yes.', html: null };
const here = { completed: { 'ph-intro': true as const }, results: {}, rationales: {}, courseComplete: false, outbox: { 'ph-pre': 'saved' as const, 'ph-intro': 'sent' as const } };

describe('adoptCompletedElsewhere', () => {
  it('takes the phases another tab completed, their results and rationales, and drops them from this tab’s outbox', () => {
    const elsewhere = { completed: { 'ph-intro': true as const, 'ph-pre': true as const }, results: { 'ph-pre': result }, rationales: { q1: rationale }, courseComplete: false };
    expect(adoptCompletedElsewhere(course, here, elsewhere)).toEqual({
      completed: { 'ph-intro': true, 'ph-pre': true },
      results: { 'ph-pre': result },
      rationales: { q1: rationale },
      courseComplete: false,
      outbox: { 'ph-intro': 'sent' },
    });
  });

  it('takes a finished course, and nothing when there is nothing new (or a phase this course does not have)', () => {
    expect(adoptCompletedElsewhere(course, here, { ...here, courseComplete: true })).toMatchObject({ courseComplete: true });
    expect(adoptCompletedElsewhere(course, here, { ...here, completed: { 'ph-intro': true, 'not-a-phase': true } })).toBeNull();
  });

  it('takes a credit claim made in another tab, and keeps this tab’s own', () => {
    const claim = { creditId: 'acpe', profession: 'pharmacist', creditType: 'ACPE Contact Hours', creditTypeSlug: 'acpe', hours: 1.25, claimedAt: '2026-11-28T09:00:00.000Z' };
    expect(adoptCompletedElsewhere(course, here, { ...here, creditClaim: claim })).toMatchObject({ creditClaim: claim });
    expect(adoptCompletedElsewhere(course, { ...here, creditClaim: claim }, { ...here, creditClaim: { ...claim, hours: 1.5 } })).toBeNull();
  });
});
