import { describe, expect, it } from 'vitest';
import { normalizeCourse } from '../model/normalizeCourse';
import { areRequiredPhasesComplete, blockingPhase, isPhaseLocked } from './locking';
import { makeTestCourse } from '../../test/support/testCourse';

const course = makeTestCourse();

describe('locking', () => {
  it.each([
    ['intro', {}, false],
    ['quiz', {}, true],
    ['quiz', { intro: true }, false],
    ['survey', { intro: true }, true],
    ['survey', { intro: true, quiz: true }, false],
    // The optional survey never locks what follows it.
    ['wrap', { intro: true, quiz: true }, false],
  ] as const)('%s with %o completed is locked: %s', (phaseId, completed, locked) => {
    expect(isPhaseLocked(course, phaseId, completed)).toBe(locked);
  });

  it('names the phase a locked phase waits for', () => {
    expect(blockingPhase(course, 'wrap', { intro: true })?.id).toBe('quiz');
  });

  it('is complete when every required phase is, optional ones aside', () => {
    expect(areRequiredPhasesComplete(course, { intro: true, quiz: true })).toBe(false);
    expect(areRequiredPhasesComplete(course, { intro: true, quiz: true, wrap: true })).toBe(true);
  });
});

// r1 (required), o1, o2 (optional), r2 (required), o3 (optional), r3 (required)
const mixed = normalizeCourse({
  contract_version: '2026-09-03', course_id: 'c', organization_id: 'o', name: 'n',
  phases: [
    ['r1', true], ['o1', false], ['o2', false], ['r2', true], ['o3', false], ['r3', true],
  ].map(([id, required], order) => ({ id, title: `Title ${id}`, type: 'content', required, order, display_mode: 'sequential', components: [] })),
}).course;

/** Every nav entry as the progress header sees it: locked, and the phase it is waiting for. */
const navEntries = (completed: Record<string, true>) =>
  Object.fromEntries(mixed.phases.map((phase) => [phase.id, isPhaseLocked(mixed, phase.id, completed) ? blockingPhase(mixed, phase.id, completed)?.id : 'open']));

describe('blockingPhase with optional phases between required ones', () => {
  it.each([
    ['nothing done: only r1 is open; all later wait for r1', {}, { r1: 'open', o1: 'r1', o2: 'r1', r2: 'r1', o3: 'r1', r3: 'r1' }],
    ['r1 done: the optional phases and r2 open; what follows r2 waits for r2', { r1: true }, { r1: 'open', o1: 'open', o2: 'open', r2: 'open', o3: 'r2', r3: 'r2' }],
    ['an optional phase done alone unlocks nothing', { o1: true }, { r1: 'open', o1: 'r1', o2: 'r1', r2: 'r1', o3: 'r1', r3: 'r1' }],
    ['r1 and r2 done, optionals skipped: everything open', { r1: true, r2: true }, { r1: 'open', o1: 'open', o2: 'open', r2: 'open', o3: 'open', r3: 'open' }],
    ['r2 done without r1: still waiting for r1 (the earliest gap wins)', { r2: true }, { r1: 'open', o1: 'r1', o2: 'r1', r2: 'r1', o3: 'r1', r3: 'r1' }],
    ['every phase done', { r1: true, o1: true, o2: true, r2: true, o3: true, r3: true }, { r1: 'open', o1: 'open', o2: 'open', r2: 'open', o3: 'open', r3: 'open' }],
  ] as const)('%s', (_name, completed, expected) => {
    expect(navEntries(completed)).toEqual(expected);
  });

  it.each([
    ['the first phase never waits', 'r1', {}, undefined],
    ['a phase never waits for itself', 'r2', { r1: true }, undefined],
    ['an unknown phase id waits for the first incomplete required phase', 'zz', { r1: true }, 'r2'],
    ['an optional phase is never what another waits for', 'r3', { r1: true, r2: true }, undefined],
  ] as const)('%s', (_name, phaseId, completed, expected) => {
    expect(blockingPhase(mixed, phaseId, completed)?.id).toBe(expected);
  });

  it.each([
    ['required done, optionals skipped', { r1: true, r2: true, r3: true }, true],
    ['last required missing', { r1: true, r2: true, o1: true, o2: true, o3: true }, false],
  ] as const)('complete course: %s -> %s', (_name, completed, expected) => {
    expect(areRequiredPhasesComplete(mixed, completed)).toBe(expected);
  });
});
