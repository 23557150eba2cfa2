import { describe, expect, it, vi } from 'vitest';
import { ok, setup } from '../../test/support/playerStoreHarness';
import type { PlayerEvent } from './types';

// The submitter's retry timers at their edges: a disposed player schedules nothing, a player used
// again after dispose (StrictMode runs effects twice; a host may re-mount the same store) schedules
// again, and a retry that already fired is not cancelled again later.

const unavailable = async () => {
  throw Object.assign(new Error('down'), { status: 503 });
};
const failures = (events: PlayerEvent[]) => events.filter((e) => e.type === 'submission_failed').map((e) => (e as { willRetry: boolean }).willRetry);

describe('after dispose', () => {
  it('a failure arriving for a disposed player schedules no retry, and says so', async () => {
    let fail: (error: unknown) => void = () => undefined;
    const onSubmit = vi.fn(() => new Promise<unknown>((_resolve, reject) => { fail = reject; }));
    const { store, actions, scheduled, events } = setup({ onSubmit });
    const sent = actions.submitPhase('intro');
    await expect.poll(() => onSubmit.mock.calls.length).toBe(1);
    actions.dispose();
    fail(Object.assign(new Error('down'), { status: 503 }));
    await sent;
    expect(scheduled.size).toBe(0);
    expect(failures(events)).toEqual([false]);
    expect(store.getState().submissions['phase:intro']).toEqual({ state: 'failed', attempt: 0, failure: { message: 'down', status: 503 } });
  });

  it('a new submission schedules its retry again', async () => {
    const { actions, scheduled, events } = setup({ onSubmit: unavailable });
    actions.dispose();
    await actions.submitPhase('intro');
    expect(scheduled.size).toBe(1);
    expect(failures(events)).toEqual([true]);
  });

  it('Try again schedules its retry again', async () => {
    const { actions, scheduled, events } = setup({ onSubmit: unavailable });
    await actions.submitPhase('intro');
    actions.dispose();
    expect(scheduled.size).toBe(0);
    await actions.retry('phase:intro');
    expect(scheduled.size).toBe(1);
    expect(failures(events)).toEqual([true, true]);
  });
});

describe('a retry that has fired', () => {
  it('is not cancelled again by a later dispose or submission', async () => {
    let calls = 0;
    const { store, actions, scheduled, cleared } = setup({
      onSubmit: async () => {
        calls += 1;
        return calls === 1 ? unavailable() : ok();
      },
    });
    await actions.submitPhase('intro');
    const [timer] = [...scheduled.values()];
    scheduled.clear();
    timer!.callback();
    await expect.poll(() => store.getState().submissions['phase:intro']?.state).toBe('succeeded');
    actions.dispose();
    await actions.checkAnswer('gut');
    expect(cleared).toEqual([]);
  });
});
