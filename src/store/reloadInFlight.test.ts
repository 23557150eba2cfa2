import { beforeAll, describe, expect, it } from 'vitest';
import type { SubmitProgressBody } from '../contract';
import { makeTestCourse } from '../../test/support/testCourse';
import { createPlayerStore } from './createPlayerStore';
import type { PlayerStoreOptions, ProgressStorage } from './options';
import { memoryStorage } from '../../test/support/memoryStorage';
import { loadPersistenceCode } from '../../test/support/persistenceCode';

beforeAll(loadPersistenceCode);

/**
 * The in-flight rule (docs/reliability.md, suite 2): a player mounted again in the same page while
 * its submission is unanswered takes that request over (it neither sends it again nor loses its
 * answer); after a real page reload the host's GET /api-progress counts over what was stored.
 */
const course = makeTestCourse();


function service() {
  const bodies: SubmitProgressBody[] = [];
  const pending: Array<{ resolve: (value: unknown) => void; reject: (error: unknown) => void }> = [];
  const onSubmit = (body: SubmitProgressBody) => {
    bodies.push(structuredClone(body));
    return new Promise<unknown>((resolve, reject) => pending.push({ resolve, reject }));
  };
  return { bodies, pending, onSubmit };
}

function timers() {
  const scheduled = new Set<() => void>();
  return {
    scheduled,
    timers: {
      setTimeout: (callback: () => void) => (scheduled.add(callback), callback),
      clearTimeout: (handle: unknown) => void scheduled.delete(handle as () => void),
    },
  };
}

function mount(storage: ProgressStorage, onSubmit: PlayerStoreOptions['onSubmit'], extra: Partial<PlayerStoreOptions> = {}) {
  return createPlayerStore({ course, userId: `user-${storageIds.get(storage)}`, onSubmit, persistence: { key: 'cep', storage }, now: () => 0, ...extra });
}
const storageIds = new WeakMap<ProgressStorage, number>();
let nextId = 0;
function freshStorage() {
  const storage = memoryStorage();
  storageIds.set(storage, (nextId += 1));
  return storage;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const success = { success: true, data: { score: null, passed: null, all_phases_complete: false } };

/** A player on the intro's last screen whose submission is on its way and unanswered. */
async function submittedAndUnmounted() {
  const storage = freshStorage();
  const net = service();
  const first = mount(storage, net.onSubmit);
  await first.getState().actions.continue();
  first.getState().actions.answer('gut', { type: 'selections', byQuestion: { gut: 'Yes' } });
  void first.getState().actions.continue();
  await settle();
  expect(net.bodies).toHaveLength(1);
  first.getState().actions.dispose();
  return { storage, net };
}

describe('a submission in flight when the player is mounted again', () => {
  it('is taken over by the new player: shown as sending, not sent again, even when Submit is pressed', async () => {
    const { storage, net } = await submittedAndUnmounted();
    const second = mount(storage, net.onSubmit);
    expect(second.getState().position).toEqual({ phaseId: 'intro', screenIndex: 1 });
    expect(second.getState().submissions['phase:intro']?.state).toBe('pending');
    void second.getState().actions.continue();
    void second.getState().actions.retry('phase:intro');
    await settle();
    expect(net.bodies).toHaveLength(1);

    net.pending[0]!.resolve(success);
    await settle();
    expect(second.getState().completed).toEqual({ intro: true });
    expect(second.getState().submissions['phase:intro']?.state).toBe('succeeded');
    expect(net.bodies).toHaveLength(1);
  });

  it('brings its failure to the new player, whose retry is the only one', async () => {
    const { storage, net } = await submittedAndUnmounted();
    const clock = timers();
    const second = mount(storage, net.onSubmit, { timers: clock.timers });
    net.pending[0]!.reject(Object.assign(new Error('Service Unavailable'), { status: 503 }));
    await settle();
    expect(second.getState().submissions['phase:intro']).toMatchObject({ state: 'failed', retryAt: 1000 });
    // The unmounted player schedules nothing: only the new player's retry is waiting.
    expect(clock.scheduled.size).toBe(1);
    [...clock.scheduled][0]!();
    await settle();
    expect(net.bodies).toHaveLength(2);
  });

  it.each([
    ['an answer', (net: ReturnType<typeof service>) => net.pending[0]!.resolve(success)],
    ['a failure', (net: ReturnType<typeof service>) => net.pending[0]!.reject(Object.assign(new Error('Service Unavailable'), { status: 503 }))],
  ])('leaves the unmounted player untouched when %s arrives: it shares the storage, and must not write over the new player', async (_name, arrive) => {
    const storage = freshStorage();
    const net = service();
    const first = mount(storage, net.onSubmit);
    void first.getState().actions.submitPhase('intro');
    await settle();
    first.getState().actions.dispose();
    const before = first.getState();
    const second = mount(storage, net.onSubmit);
    arrive(net);
    await settle();
    expect(first.getState()).toBe(before);
    expect(second.getState().submissions['phase:intro']?.state).not.toBe('pending');
  });

  it('keeps its deadline: the new player gives up when the first would have (submitTimeoutMs), and then retries it', async () => {
    const storage = freshStorage();
    const net = service();
    const first = mount(storage, net.onSubmit, { timers: timers().timers, submitTimeoutMs: 30_000 });
    void first.getState().actions.submitPhase('intro');
    await settle();
    first.getState().actions.dispose();
    const delays: number[] = [];
    const callbacks: Array<() => void> = [];
    const second = mount(storage, net.onSubmit, {
      now: () => 20_000,
      submitTimeoutMs: 30_000,
      timers: { setTimeout: (callback, ms) => (delays.push(ms), callbacks.push(callback), callbacks.length), clearTimeout: () => undefined },
    });
    expect(second.getState().submissions['phase:intro']?.state).toBe('pending');
    expect(delays).toEqual([10_000]);
    callbacks[0]!();
    await settle();
    expect(second.getState().submissions['phase:intro']).toMatchObject({ state: 'failed', failure: { message: 'The service did not answer within 30 seconds.' } });
    expect(delays).toEqual([10_000, 1_000]);
  });

  it("is not taken over by another learner's player in the same page", async () => {
    const { net } = await submittedAndUnmounted();
    const other = mount(freshStorage(), net.onSubmit);
    expect(other.getState().submissions).toEqual({});
    net.pending[0]!.resolve(success);
    await settle();
    expect(other.getState().completed).toEqual({});
    expect(other.getState().submissions).toEqual({});
  });

  it('stays the one to take over when an older request for the same phase fails first', async () => {
    // Two players of the same learner and course at once (a preview beside the player) both send;
    // the older one's answer must not drop the newer one's request from the page's list.
    const storage = freshStorage();
    const net = service();
    const older = mount(storage, net.onSubmit);
    const newer = mount(storage, net.onSubmit);
    void older.getState().actions.submitPhase('intro');
    await settle();
    void newer.getState().actions.submitPhase('intro');
    await settle();
    newer.getState().actions.dispose();
    net.pending[0]!.reject(Object.assign(new Error('Bad Request'), { status: 400 }));
    await settle();
    const third = mount(storage, net.onSubmit);
    expect(third.getState().submissions['phase:intro']?.state).toBe('pending');
    net.pending[1]!.resolve(success);
    await settle();
    expect(third.getState().submissions['phase:intro']?.state).toBe('succeeded');
    expect(net.bodies).toHaveLength(2);
  });

  it('is left alone once answered: a later mount starts from the stored result', async () => {
    const { storage, net } = await submittedAndUnmounted();
    net.pending[0]!.resolve(success);
    await settle();
    const second = mount(storage, net.onSubmit);
    expect(second.getState().submissions['phase:intro']).toBeUndefined();
    expect(second.getState().completed).toEqual({ intro: true });
    expect(net.bodies).toHaveLength(1);
  });
});

describe('after a real page reload', () => {
  it('counts the phases GET /api-progress says are complete over the stored progress', async () => {
    const { storage, net } = await submittedAndUnmounted();
    // A new page: nothing of the old one's requests survives, but the service recorded the phase.
    const second = mount(storage, net.onSubmit, { initialProgress: { completedPhaseIds: ['intro'] } });
    expect(second.getState().completed).toEqual({ intro: true });
    expect(second.getState().position).toEqual({ phaseId: 'intro', screenIndex: 1 });
    expect(second.getState().answers.gut).toEqual({ type: 'selections', byQuestion: { gut: 'Yes' } });
    // The phase is complete: a request for it still unanswered in this page is not shown as sending.
    expect(second.getState().submissions).toEqual({});
  });
});
