import { beforeAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SubmitProgressBody } from '../contract';
import { memoryLocks } from '../../test/support/memoryLocks';
import { memoryStorage } from '../../test/support/memoryStorage';
import { makeTestCourse } from '../../test/support/testCourse';
import { createPlayerStore } from './createPlayerStore';
import type { PlayerStoreOptions, ProgressStorage } from './options';
import type { PlayerEvent } from './types';
import { loadPersistenceCode } from '../../test/support/persistenceCode';

beforeAll(loadPersistenceCode);

/**
 * A phase goes to the service once (docs/player.md, "Two tabs, and a phase sent once"): two tabs of one learner send it one at a time under
 * a Web Lock and the second reads what the first recorded; a phase an earlier send may have
 * recorded (the answer was a failure) is checked with the host's `fetchProgress` before it goes
 * again. The spec has no idempotency key, so the service would otherwise see it twice.
 */
const course = makeTestCourse();
const success = { success: true, data: { score: 80, passed: true, all_phases_complete: false } };
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
let learner = 0;

/** A service that records each body when it arrives and answers when the test says. */
function service() {
  const bodies: SubmitProgressBody[] = [];
  const answers: Array<{ resolve: (value: unknown) => void; reject: (error: unknown) => void }> = [];
  const onSubmit = (body: SubmitProgressBody) => {
    bodies.push(structuredClone(body));
    return new Promise<unknown>((resolve, reject) => answers.push({ resolve, reject }));
  };
  return { bodies, answers, onSubmit, recorded: () => [...new Set(bodies.map((body) => body.phase_id))] };
}

function tab(storage: ProgressStorage | null, net: ReturnType<typeof service>, extra: Partial<PlayerStoreOptions> = {}) {
  const events: PlayerEvent[] = [];
  const store = createPlayerStore({
    course, userId: `learner-${learner}`, onSubmit: net.onSubmit, now: () => 0,
    timers: { setTimeout: () => undefined, clearTimeout: () => undefined },
    onEvent: (event) => events.push(event),
    ...(storage ? { persistence: { key: 'cep', storage } } : {}),
    ...extra,
  });
  const sent = () => events.filter((event) => event.type === 'submitted').length;
  const completions = () => events.filter((event) => event.type === 'phase_completed');
  return { store, actions: store.getState().actions, sent, completions };
}

const navigatorBefore = Object.getOwnPropertyDescriptor(globalThis, 'navigator');
let locks: ReturnType<typeof memoryLocks>;

beforeEach(() => {
  learner += 1;
  locks = memoryLocks();
  // Node has no navigator.locks: the tabs of one origin share this one.
  Object.defineProperty(globalThis, 'navigator', { value: { ...globalThis.navigator, locks }, configurable: true });
});
afterEach(() => {
  if (navigatorBefore) Object.defineProperty(globalThis, 'navigator', navigatorBefore);
  else delete (globalThis as { navigator?: unknown }).navigator;
});

describe('two tabs of one learner send a phase once', () => {
  it('the second tab waits for the first, reads the phase complete from the stored progress, and sends nothing', async () => {
    const storage = memoryStorage();
    const net = service();
    const a = tab(storage, net);
    const b = tab(storage, net);
    // The learner answered the intro in both tabs and pressed Submit in both.
    for (const { actions } of [a, b]) actions.answer('gut', { type: 'selections', byQuestion: { gut: 'Yes' } });
    const first = a.actions.submitPhase('intro');
    const second = b.actions.submitPhase('intro');
    await settle();
    expect(net.bodies).toHaveLength(1);
    // The second tab says it is sending while it waits its turn.
    expect(b.store.getState().submissions['phase:intro']?.state).toBe('pending');
    net.answers[0]!.resolve(success);
    await Promise.all([first, second]);
    expect(net.bodies).toHaveLength(1);
    expect(locks.waited).toBe(1);
    for (const { store } of [a, b]) expect(store.getState().completed.intro).toBe(true);
    // The result came from the tab that sent; only it reports the completion.
    expect(b.store.getState().results.intro).toMatchObject({ score: 80, passed: true });
    expect([a.sent(), b.sent()]).toEqual([1, 0]);
    expect([a.completions().length, b.completions().length]).toEqual([1, 0]);
    expect(b.store.getState().outbox?.intro).toBe('sent');
  });

  it('when the first tab fails, the second sends the phase itself', async () => {
    const storage = memoryStorage();
    const net = service();
    const a = tab(storage, net);
    const b = tab(storage, net);
    const first = a.actions.submitPhase('intro');
    const second = b.actions.submitPhase('intro');
    await settle();
    net.answers[0]!.reject(new TypeError('Failed to fetch'));
    await first;
    await settle();
    expect(net.bodies).toHaveLength(2);
    net.answers[1]!.resolve(success);
    await second;
    expect(b.store.getState().completed.intro).toBe(true);
  });

  it('without the Web Locks API both tabs send, as before', async () => {
    Object.defineProperty(globalThis, 'navigator', { value: {}, configurable: true });
    const storage = memoryStorage();
    const net = service();
    const a = tab(storage, net);
    const b = tab(storage, net);
    void a.actions.submitPhase('intro');
    void b.actions.submitPhase('intro');
    await settle();
    expect(net.bodies).toHaveLength(2);
  });
});

describe('a phase an earlier send may have recorded is checked before it goes again', () => {
  it('the host says the service has it: not sent again, completed without a score claimed', async () => {
    const net = service();
    const asked: string[] = [];
    const player = tab(null, net, {
      fetchProgress: async () => {
        asked.push('GET /api-progress');
        return { completedPhaseIds: net.recorded() };
      },
    });
    const first = player.actions.submitPhase('intro');
    await settle();
    // The service recorded the body; a proxy answered 502.
    net.answers[0]!.reject(Object.assign(new Error('Bad gateway'), { status: 502 }));
    await first;
    expect(player.store.getState().submissions['phase:intro']?.state).toBe('failed');
    // The first send asked nothing; the learner's Try again asks before sending.
    expect(asked).toEqual([]);
    await player.actions.retry('phase:intro');
    expect(asked).toEqual(['GET /api-progress']);
    expect(net.bodies).toHaveLength(1);
    expect(player.store.getState().completed.intro).toBe(true);
    expect(player.store.getState().results.intro).toMatchObject({ score: null, passed: null });
    expect(player.completions()).toEqual([expect.objectContaining({ phaseId: 'intro', score: null, passed: null })]);
    expect(player.sent()).toBe(1);
  });

  it('the host does not name it, or cannot answer: sent again', async () => {
    for (const fetchProgress of [async () => ({ completedPhaseIds: [] }), async () => Promise.reject(new Error('offline'))]) {
      learner += 1;
      const net = service();
      const player = tab(null, net, { fetchProgress });
      const first = player.actions.submitPhase('intro');
      await settle();
      net.answers[0]!.reject(new TypeError('Failed to fetch'));
      await first;
      const again = player.actions.retry('phase:intro');
      await settle();
      expect(net.bodies).toHaveLength(2);
      net.answers[1]!.resolve(success);
      await again;
      expect(player.store.getState().results.intro).toMatchObject({ score: 80 });
    }
  });
});
