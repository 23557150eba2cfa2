import { describe, expect, it } from 'vitest';
import { normalizeCourse } from '../../../src/entries/contract';
import { announcementFor } from '../../../src/react/LiveRegion';
import { createPlayerStore } from '../../../src/store/createPlayerStore';
import { defaultStrings } from '../../../src/strings/en';
import { methodCourse } from '../../fixtures';

/** What a screen-reader user hears after a phase is sent: the same verdict the screen shows. */
describe('the live region after a phase result', () => {
  const { course } = normalizeCourse(methodCourse);
  const store = createPlayerStore({ course, userId: 'u', onSubmit: async () => ({ success: true, data: {} }) });
  const before = store.getState();
  const after = (phaseId: string, score: number, passed: boolean) => ({
    ...before,
    submissions: { [`phase:${phaseId}`]: { state: 'succeeded' as const, attempt: 0 } },
    results: { [phaseId]: { score, passed, allPhasesComplete: false, rationales: [] } },
  });

  it('does not say "Passed" or a 0% score for a pre-test, which the screen shows as recorded', () => {
    const phase = course.phases.find((p) => p.type === 'pre-assessment')!;
    expect(announcementFor(course, defaultStrings, after(phase.id, 0, true), before)).toBe('Answers sent.');
  });

  it('says the score and "Passed" for an assessment', () => {
    const phase = course.phases.find((p) => p.type === 'assessment')!;
    expect(announcementFor(course, defaultStrings, after(phase.id, 80, true), before)).toBe('Answers sent. Score 80%. Passed.');
  });
});
