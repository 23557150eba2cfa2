import { vi } from 'vitest';
import type { SubmitProgressBody } from '../../src/contract';
import { normalizeCourse } from '../../src/model/normalizeCourse';
import { createPlayerStore } from '../../src/store/createPlayerStore';
import type { PlayerStoreOptions } from '../../src/store/options';
import type { PlayerEvent } from '../../src/store/types';
import { makeTestCourse } from './testCourse';

/** A player store in Node with a fake clock and timers, for the store action tests (src/store/player*.test.ts). */
export const course = makeTestCourse();
export const ok = (data: Record<string, unknown> = {}) => ({ success: true, data: { score: 100, passed: true, all_phases_complete: false, ...data } });

/**
 * gate (assessment): a graded question `gq` gating `after`, then a second screen.
 * read (content, required), rest (content, required): content phases that move on by themselves.
 */
export const gated = normalizeCourse({
  contract_version: '2026-09-03', course_id: 'gated', organization_id: 'o', name: 'Gated',
  phases: [
    { id: 'gate', title: 'Gate', type: 'assessment', required: true, order: 0, display_mode: 'sequential', components: [
      { id: 'gq', type: 'question', question: 'Q?', options: ['a', 'b'], screen_index: 0 },
      { id: 'after', type: 'html', content: '<p>After</p>', reveal_after: 'gq', screen_index: 0, screen_role: 'attached' },
      { id: 'p2', type: 'html', content: '<p>Two</p>', screen_index: 1 },
    ] },
    { id: 'read', title: 'Read', type: 'content', required: true, order: 1, display_mode: 'sequential', components: [
      { id: 'r1', type: 'html', content: '<p>R</p>', screen_index: 0 },
    ] },
    { id: 'rest', title: 'Rest', type: 'content', required: true, order: 2, display_mode: 'sequential', components: [
      { id: 's1', type: 'html', content: '<p>S</p>', screen_index: 0 },
    ] },
  ],
}).course;

export function setup(overrides: Partial<PlayerStoreOptions> = {}) {
  let clock = 1_000;
  const scheduled = new Map<number, { callback: () => void; ms: number }>();
  const cleared: unknown[] = [];
  let nextHandle = 0;
  const bodies: SubmitProgressBody[] = [];
  const events: PlayerEvent[] = [];
  const onSubmit = vi.fn(async (body: SubmitProgressBody): Promise<unknown> => {
    bodies.push(body);
    return ok();
  });
  const store = createPlayerStore({
    course,
    userId: 'u',
    onSubmit,
    onEvent: (event) => events.push(event),
    // The retry tests count the timers they schedule; the deadline has tests of its own (submitTimeout.test.ts).
    submitTimeoutMs: Infinity,
    now: () => clock,
    timers: {
      setTimeout: (callback, ms) => {
        scheduled.set(++nextHandle, { callback, ms });
        return nextHandle;
      },
      clearTimeout: (handle) => {
        cleared.push(handle);
        scheduled.delete(handle as number);
      },
    },
    ...overrides,
  });
  return {
    store, bodies, events, onSubmit, scheduled, cleared,
    advance: (ms: number) => (clock += ms),
    actions: store.getState().actions,
    views: () => events.filter((e) => e.type === 'screen_viewed'),
  };
}
