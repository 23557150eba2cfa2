import { describe, expect, it } from 'vitest';
import { normalizeCourse } from '../../../src/entries/contract';
import { announcementFor } from '../../../src/react/LiveRegion';
import { createPlayerStore } from '../../../src/store/createPlayerStore';
import { defaultStrings } from '../../../src/strings/en';
import { LATEST_REVISION } from '../../../src/contract/revisions';
import { methodCourse } from '../../fixtures';

/** What a screen-reader user hears after a phase is sent: the same verdict the screen shows. */
describe('the live region after a phase result', () => {
  const { course } = normalizeCourse(methodCourse);
  const store = createPlayerStore({ course, userId: 'u', onSubmit: async () => ({ success: true, data: {} }) });
  const before = store.getState();
  const after = (phaseId: string, score: number, passed: boolean) => ({
    ...before,
    submissions: { [`phase:${phaseId}`]: { state: 'succeeded' as const, attempt: 0 } },
    results: { [phaseId]: { score, passed, allPhasesComplete: false, rationaleIds: [] } },
  });

  it('says a pre-test score as where the learner started, never "Passed", as the screen does', () => {
    const phase = course.phases.find((p) => p.type === 'pre-assessment')!;
    expect(announcementFor(course, defaultStrings, after(phase.id, 0, true), before)).toBe('Answers sent. Your starting score: 0%.');
    expect(announcementFor(course, defaultStrings, after(phase.id, 40, true), before)).toBe('Answers sent. Your starting score: 40%.');
  });

  it('says no score for an introduction or an evaluation', () => {
    for (const type of ['introduction', 'evaluation']) {
      const phase = course.phases.find((p) => p.type === type)!;
      expect(announcementFor(course, defaultStrings, after(phase.id, 80, true), before), type).toBe('Answers sent.');
    }
  });

  it('says the score and "Passed" for an assessment', () => {
    const phase = course.phases.find((p) => p.type === 'assessment')!;
    expect(announcementFor(course, defaultStrings, after(phase.id, 80, true), before)).toBe('Answers sent. Score 80%. Passed.');
  });
});

/**
 * Through a real store, in the order it really changes: a submission is marked sent before its
 * result is stored, and an answer reveals gated content on the screen the learner is on.
 */
describe('the live region over a real store', () => {
  const { course } = normalizeCourse(methodCourse);

  function listen(onSubmit: () => Promise<unknown>) {
    const store = createPlayerStore({ course, userId: 'u', onSubmit });
    const heard: string[] = [];
    store.subscribe((state, previous) => {
      const text = announcementFor(course, defaultStrings, state, previous);
      if (text) heard.push(text);
    });
    return { store, heard };
  }

  it('says the score and verdict of a sent phase, which arrive after "sent"', async () => {
    const assessment = course.phases.find((p) => p.type === 'assessment')!;
    const data = { score: 80, passed: true, all_phases_complete: false, completed_phases: [assessment.id], rationales: [] };
    const { store, heard } = listen(async () => ({ success: true, contract_version: LATEST_REVISION, data }));
    await store.getState().actions.submitPhase(assessment.id);
    expect(heard).toEqual(['Answers sent. Score 80%. Passed.']);
  });

  it('says only the position on a screen change: the focused heading says the title', () => {
    const { store, heard } = listen(async () => ({}));
    const intro = course.phases[0]!;
    store.getState().actions.goTo({ phaseId: intro.id, screenIndex: 0 });
    const content = course.phases.find((p) => p.screens.length > 1)!;
    store.setState({ completed: Object.fromEntries(course.phases.map((p) => [p.id, true])) });
    store.getState().actions.goTo({ phaseId: content.id, screenIndex: 1 });
    expect(heard).toEqual([`Screen 2 of ${content.screens.length}.`]);
  });

  it('says that content appeared below an answer that reveals it', () => {
    const { store, heard } = listen(async () => ({}));
    const anchor = Object.values(course.blocks).find((block) => block.kind === 'choice' && !block.data.graded && Object.values(course.blocks).some((b) => b.revealAfter === block.id))!;
    const phase = course.phases.find((p) => p.id === anchor.phaseId)!;
    const screenIndex = phase.screens.findIndex((s) => s.blockIds.includes(anchor.id));
    store.setState({ position: { phaseId: phase.id, screenIndex } });
    heard.length = 0;
    store.getState().actions.answer(anchor.id, { type: 'selections', byQuestion: { [anchor.id]: 'opt-confirm-home' } });
    expect(heard).toEqual(['New content is shown below your answer.']);
  });
});
