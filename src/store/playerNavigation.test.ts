import { describe, expect, it } from 'vitest';
import { normalizeCourse } from '../model/normalizeCourse';
import { course, setup } from '../../test/support/playerStoreHarness';

// The navigation actions at their edges (goTo, back, continue), one rule per case, in Node.

describe('goTo', () => {
  it.each([
    ['a screen inside the phase', { phaseId: 'intro', screenIndex: 1 }, { phaseId: 'intro', screenIndex: 1 }],
    ['a negative screen: the first', { phaseId: 'intro', screenIndex: -3 }, { phaseId: 'intro', screenIndex: 0 }],
    ['a screen past the end: the last', { phaseId: 'intro', screenIndex: 9 }, { phaseId: 'intro', screenIndex: 1 }],
  ])('moves to %s and says so', (_name, target, position) => {
    const { store, actions, views } = setup();
    expect(actions.goTo(target)).toBe(true);
    expect(store.getState().position).toEqual(position);
    expect(views()).toEqual([{ type: 'screen_viewed', phaseId: 'intro', screenIndex: position.screenIndex, screenCount: 2 }]);
  });

  it.each([
    ['an unknown phase', { phaseId: 'nope', screenIndex: 0 }, {}],
    ['a phase locked behind an incomplete required one', { phaseId: 'wrap', screenIndex: 0 }, { intro: true }],
  ])('refuses %s and stays put', (_name, target, completed) => {
    const { store, actions, views } = setup({ initialProgress: { completedPhaseIds: Object.keys(completed) } });
    expect(actions.goTo(target)).toBe(false);
    expect(store.getState().position).toEqual({ phaseId: 'intro', screenIndex: 0 });
    expect(views()).toEqual([]);
  });

  it('enters an unlocked later phase (an optional phase between never locks it)', () => {
    const { store, actions } = setup({ initialProgress: { completedPhaseIds: ['intro', 'quiz'] } });
    expect(actions.goTo({ phaseId: 'wrap', screenIndex: 0 })).toBe(true);
    expect(store.getState().position).toEqual({ phaseId: 'wrap', screenIndex: 0 });
  });

  it('starts timing the phase it enters', () => {
    const { store, actions, advance } = setup({ initialProgress: { completedPhaseIds: ['intro'] } });
    actions.goTo({ phaseId: 'quiz', screenIndex: 0 });
    expect(store.getState().clock.running).toEqual({ phaseId: 'quiz', since: 1_000 });
    advance(500);
    actions.goTo({ phaseId: 'intro', screenIndex: 0 });
    expect(store.getState().clock).toEqual({ spentMs: { quiz: 500 }, running: { phaseId: 'intro', since: 1_500 } });
  });
});

describe('back', () => {
  it.each([
    ['the previous screen of the same phase', { phaseId: 'intro', screenIndex: 1 }, [], { phaseId: 'intro', screenIndex: 0 }],
    ['the last screen of the previous phase', { phaseId: 'quiz', screenIndex: 0 }, ['intro'], { phaseId: 'intro', screenIndex: 1 }],
  ])('goes to %s', (_name, from, completedPhaseIds, to) => {
    const { store, actions, views } = setup({ initialProgress: { completedPhaseIds } });
    actions.goTo(from);
    actions.back();
    expect(store.getState().position).toEqual(to);
    expect(views().at(-1)).toMatchObject({ phaseId: to.phaseId, screenIndex: to.screenIndex });
  });

  it('does nothing on the first screen of the course', () => {
    const { store, actions, views } = setup();
    actions.back();
    expect(store.getState().position).toEqual({ phaseId: 'intro', screenIndex: 0 });
    expect(views()).toEqual([]);
  });
});

describe('continue', () => {
  it('moves to the next screen without submitting when the screen is not the last', async () => {
    const { store, actions, onSubmit } = setup();
    await actions.continue();
    expect(store.getState().position).toEqual({ phaseId: 'intro', screenIndex: 1 });
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('moves on from the last screen of a completed phase without sending it again', async () => {
    const { store, actions, onSubmit } = setup({ initialProgress: { completedPhaseIds: ['intro'] } });
    actions.goTo({ phaseId: 'intro', screenIndex: 1 });
    await actions.continue();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(store.getState().position).toEqual({ phaseId: 'quiz', screenIndex: 0 });
  });

  it('stays on the last screen of the course once it is complete', async () => {
    const { store, actions, onSubmit } = setup({ initialProgress: { completedPhaseIds: ['intro', 'quiz', 'survey', 'wrap'], currentPhaseId: 'wrap' } });
    await actions.continue();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(store.getState().position).toEqual({ phaseId: 'wrap', screenIndex: 0 });
  });

  it('does nothing in a course without phases', async () => {
    const empty = normalizeCourse({ contract_version: '2026-09-03', course_id: 'e', organization_id: 'o', name: 'E', phases: [] }).course;
    const { store, actions, onSubmit } = setup({ course: empty });
    await actions.continue();
    actions.back();
    expect(store.getState().position).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
