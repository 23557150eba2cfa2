import type { PlayerStoreOptions } from '../../src/store/options';
import { createPlayerStore } from '../../src/store/createPlayerStore';
import type { PlayerEvent } from '../../src/store/types';
import { makeTestCourse } from './testCourse';

/** The course the stored-progress tests play (src/store/persistence*.test.ts); its key is `cep:course-1:user-1`. */
export const course = makeTestCourse();

/** A store for `user-1` with a stopped clock and no timers, and the diagnostics it reported so far. */
export function setup(overrides: Partial<PlayerStoreOptions> = {}) {
  const events: PlayerEvent[] = [];
  const store = createPlayerStore({
    course,
    userId: 'user-1',
    onSubmit: async () => ({ success: true, data: { score: null, passed: null, all_phases_complete: false } }),
    onEvent: (event) => events.push(event),
    now: () => 0,
    timers: { setTimeout: () => undefined, clearTimeout: () => undefined },
    ...overrides,
  });
  const diagnostics = () => events.flatMap((event) => (event.type === 'diagnostic' ? [event.message] : []));
  return { store, diagnostics, actions: store.getState().actions };
}
