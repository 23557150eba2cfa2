import { describe, expect, it, vi } from 'vitest';
import type { SubmitProgressBody } from '../contract';
import { makeTestCourse } from '../../test/support/testCourse';
import { createPlayerStore } from './createPlayerStore';

const course = makeTestCourse();

/** A store on the intro's last screen, answered, whose onSubmit answers from `replies` in turn. */
function setup(replies: Array<() => Promise<unknown>>) {
  let clock = 0;
  const scheduled = new Map<number, { callback: () => void; ms: number }>();
  let nextHandle = 0;
  const bodies: SubmitProgressBody[] = [];
  const onSubmit = vi.fn((body: SubmitProgressBody) => {
    bodies.push(structuredClone(body));
    return (replies[bodies.length - 1] ?? replies[replies.length - 1]!)();
  });
  const store = createPlayerStore({
    course,
    userId: 'user-1',
    onSubmit,
    now: () => clock,
    timers: {
      setTimeout: (callback, ms) => {
        scheduled.set(++nextHandle, { callback, ms });
        return nextHandle;
      },
      clearTimeout: (handle) => scheduled.delete(handle as number),
    },
  });
  /** Fires every retry due within `ms` (as a real clock would). */
  const advance = async (ms: number) => {
    clock += ms;
    for (const [handle, timer] of [...scheduled]) {
      if (timer.ms > ms) continue;
      scheduled.delete(handle);
      timer.callback();
    }
    await vi.waitFor(() => expect(store.getState().submissions['phase:intro']?.state).not.toBe('pending'));
  };
  return { store, bodies, onSubmit, scheduled, advance, actions: store.getState().actions };
}

const unavailable = () => Promise.reject(Object.assign(new Error('Service Unavailable'), { status: 503 }));
const accepted = () => Promise.resolve({ success: true, data: { score: 100, passed: true } });

async function toLastScreenAnswered(actions: ReturnType<typeof setup>['actions']) {
  await actions.continue();
  actions.answer('gut', { type: 'selections', byQuestion: { gut: 'No' } });
}

describe('submitter', () => {
  it('schedules a spaced retry after a 503 and sends the same body again', async () => {
    const { store, actions, bodies, scheduled, advance } = setup([unavailable, accepted]);
    await toLastScreenAnswered(actions);
    await actions.continue();
    expect(store.getState().submissions['phase:intro']).toMatchObject({ state: 'failed', retryAt: 1000 });
    expect([...scheduled.values()].map((timer) => timer.ms)).toEqual([1000]);
    await advance(1000);
    expect(store.getState().completed.intro).toBe(true);
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toEqual(bodies[0]);
  });

  it('cancels the scheduled retry when the learner sends again, so only one request goes out', async () => {
    const { store, actions, onSubmit, scheduled, advance } = setup([unavailable, accepted]);
    await toLastScreenAnswered(actions);
    await actions.continue();
    expect(scheduled.size).toBe(1);
    await actions.submitPhase('intro');
    expect(scheduled.size).toBe(0);
    await advance(60_000);
    expect(onSubmit).toHaveBeenCalledTimes(2);
    expect(store.getState().completed.intro).toBe(true);
  });

  it('cancels the scheduled retry on Try again', async () => {
    const { actions, onSubmit, scheduled, advance } = setup([unavailable, accepted]);
    await toLastScreenAnswered(actions);
    await actions.continue();
    await actions.retry('phase:intro');
    expect(scheduled.size).toBe(0);
    await advance(60_000);
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('keeps a resolved non-success as a failure, not retried on its own, with the answers kept', async () => {
    const { store, actions, scheduled } = setup([() => Promise.resolve(undefined)]);
    await toLastScreenAnswered(actions);
    await actions.continue();
    expect(store.getState().submissions['phase:intro']).toMatchObject({ state: 'failed', failure: { answered: true } });
    expect(scheduled.size).toBe(0);
    expect(store.getState().completed.intro).toBeUndefined();
    expect(store.getState().answers.gut).toEqual({ type: 'selections', byQuestion: { gut: 'No' } });
  });

  it('retries an HTTP error body resolved with a 502 after the backoff', async () => {
    const { store, actions, scheduled } = setup([() => Promise.resolve({ status: 502, code: 'bad_gateway', retryAfterMs: null })]);
    await toLastScreenAnswered(actions);
    await actions.continue();
    expect(store.getState().submissions['phase:intro']).toMatchObject({ state: 'failed', failure: { status: 502, code: 'bad_gateway' } });
    expect([...scheduled.values()].map((timer) => timer.ms)).toEqual([1000]);
  });
});
