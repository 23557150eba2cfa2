import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SubmitProgressBody } from '../contract';
import { makeTestCourse } from '../../test/support/testCourse';
import { memoryStorage } from '../../test/support/memoryStorage';
import { createPlayerStore } from './createPlayerStore';
import type { PlayerStoreOptions, ProgressStorage } from './options';
import type { PlayerEvent } from './types';
import { loadPersistenceCode } from '../../test/support/persistenceCode';

beforeAll(loadPersistenceCode);

/**
 * The offline outbox (docs/player.md, "Offline: the outbox"): a phase sent while offline, or whose send failed on the
 * network, is kept on the device ('saved') with the progress, sent once the connection is back
 * ('sending', then 'sent'), and after a reload sent once unless GET /api-progress says the service
 * already has it.
 */
const course = makeTestCourse();
// One learner per test: a request left unanswered in one test would be taken over in the next (reloadInFlight.test.ts).
let learner = 0;
const keyOf = (userId: string) => `cep:course-1:${userId}`;
const success = { success: true, data: { score: null, passed: null, all_phases_complete: false } };
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function service() {
  const bodies: SubmitProgressBody[] = [];
  const pending: Array<{ resolve: (value: unknown) => void; reject: (error: unknown) => void }> = [];
  const onSubmit = (body: SubmitProgressBody) => {
    bodies.push(structuredClone(body));
    return new Promise<unknown>((resolve, reject) => pending.push({ resolve, reject }));
  };
  return { bodies, pending, onSubmit };
}

function mount(storage: ProgressStorage, net: ReturnType<typeof service>, online: { value: boolean }, extra: Partial<PlayerStoreOptions> = {}, userId = `user-${learner}`) {
  const events: PlayerEvent[] = [];
  const store = createPlayerStore({
    course, userId, onSubmit: net.onSubmit, persistence: { key: 'cep', storage }, now: () => 0,
    timers: { setTimeout: () => undefined, clearTimeout: () => undefined },
    isOnline: () => online.value,
    onEvent: (event) => events.push(event),
    ...extra,
  });
  const diagnostics = () => events.flatMap((event) => (event.type === 'diagnostic' ? [event.message] : []));
  return { store, actions: store.getState().actions, diagnostics };
}

/** The intro answered and sent while offline: kept on the device. */
async function savedOffline() {
  const storage = memoryStorage();
  const net = service();
  const online = { value: false };
  const first = mount(storage, net, online);
  first.actions.answer('gut', { type: 'selections', byQuestion: { gut: 'Yes' } });
  await first.actions.submitPhase('intro');
  return { storage, net, online, first };
}

const storedOutbox = (storage: ReturnType<typeof memoryStorage>) => (JSON.parse(storage.data.get(keyOf(`user-${learner}`))!) as { state: { outbox?: unknown } }).state.outbox;

describe('the outbox', () => {
  beforeEach(() => {
    learner += 1;
  });

  it('keeps a phase sent while offline on the device, and in the stored progress', async () => {
    const { storage, net, first } = await savedOffline();
    await settle();
    expect(net.bodies).toEqual([]);
    expect(first.store.getState().outbox).toEqual({ intro: 'saved' });
    expect(storedOutbox(storage)).toEqual({ intro: 'saved' });
  });

  it('sends it when the connection is back: sending, then sent', async () => {
    const { net, online, first } = await savedOffline();
    online.value = true;
    void first.actions.flushOutbox();
    expect(first.store.getState().outbox).toEqual({ intro: 'sending' });
    await settle();
    expect(net.bodies).toHaveLength(1);
    net.pending[0]!.resolve(success);
    await settle();
    expect(first.store.getState().outbox).toEqual({ intro: 'sent' });
    expect(first.store.getState().completed).toEqual({ intro: true });
  });

  it('sends one body when "online" and "visible" arrive together', async () => {
    const { net, online, first } = await savedOffline();
    online.value = true;
    void first.actions.flushOutbox();
    void first.actions.flushOutbox();
    await settle();
    expect(net.bodies).toHaveLength(1);
  });

  it('keeps a phase whose send failed on the network on the device, and sends it again when back', async () => {
    const storage = memoryStorage();
    const net = service();
    const online = { value: true };
    const { store, actions } = mount(storage, net, online);
    void actions.submitPhase('intro');
    await settle();
    net.pending[0]!.reject(new TypeError('Failed to fetch'));
    await settle();
    expect(store.getState().outbox).toEqual({ intro: 'saved' });
    void actions.flushOutbox();
    await settle();
    expect(net.bodies).toHaveLength(2);
  });

  it('leaves a retry that comes due while offline to the outbox: nothing sent until the connection is back', async () => {
    const storage = memoryStorage();
    const net = service();
    const online = { value: true };
    const due: Array<() => void> = [];
    const { store, actions } = mount(storage, net, online, { timers: { setTimeout: (callback) => due.push(callback), clearTimeout: () => undefined } });
    void actions.submitPhase('intro');
    await settle();
    net.pending[0]!.reject(new TypeError('Failed to fetch'));
    await settle();
    // The last timer set is the retry's (the first is the request's deadline).
    const retry = due.at(-1)!;
    online.value = false;
    retry();
    await settle();
    expect(net.bodies).toHaveLength(1);
    expect(store.getState().outbox).toEqual({ intro: 'saved' });
    online.value = true;
    void actions.flushOutbox();
    await settle();
    expect(net.bodies).toHaveLength(2);
  });

  it('sends a saved phase once after a reload', async () => {
    const { storage, net, online } = await savedOffline();
    online.value = true;
    const second = mount(storage, net, online);
    expect(second.store.getState().outbox).toEqual({ intro: 'sending' });
    void second.actions.flushOutbox();
    await settle();
    expect(net.bodies).toHaveLength(1);
    expect(net.bodies[0]).toMatchObject({ phase_id: 'intro', answers: [{ question_id: 'gut', selected: 'Yes' }] });
    net.pending[0]!.resolve(success);
    await settle();
    expect(second.store.getState().outbox).toEqual({ intro: 'sent' });
  });

  it('keeps a saved phase after a reload while still offline, and sends it when back', async () => {
    const { storage, net, online } = await savedOffline();
    const second = mount(storage, net, online);
    await settle();
    expect(second.store.getState().outbox).toEqual({ intro: 'saved' });
    expect(net.bodies).toEqual([]);
    online.value = true;
    void second.actions.flushOutbox();
    await settle();
    expect(net.bodies).toHaveLength(1);
  });

  it('drops a saved phase GET /api-progress says is complete, and never sends it', async () => {
    const { storage, net, online } = await savedOffline();
    online.value = true;
    const second = mount(storage, net, online, { initialProgress: { completedPhaseIds: ['intro'] } });
    void second.actions.flushOutbox();
    await settle();
    expect(second.store.getState().outbox).toEqual({});
    expect(net.bodies).toEqual([]);
  });

  it.each([
    ['not an object', '"everything"'],
    ['an unknown phase', '{ "nowhere": "saved" }'],
    ['an unknown state', '{ "intro": "lost" }'],
  ])('drops a stored outbox entry that is %s, with a diagnostic, and keeps the rest of the progress', async (_name, outbox) => {
    const storage = memoryStorage({
      [keyOf(`user-${learner}`)]: `{"version":1,"state":{"position":{"phaseId":"intro","screenIndex":1},"answers":{},"revealed":{},"completed":{},"results":{},"rationales":{},"clock":{"spentMs":{},"running":null},"courseComplete":false,"outbox":${outbox}}}`,
    });
    const { store, diagnostics } = mount(storage, service(), { value: true });
    expect(store.getState().outbox).toEqual({});
    expect(store.getState().position).toEqual({ phaseId: 'intro', screenIndex: 1 });
    expect(diagnostics()).toEqual([expect.stringMatching(/^stored outbox/)]);
  });

  it('says a graded check made offline needs a connection, without sending it', async () => {
    const net = service();
    const online = { value: false };
    const { store, actions } = mount(memoryStorage(), net, online);
    await actions.checkAnswer('gut');
    expect(store.getState().submissions['block:gut']).toMatchObject({ state: 'failed', failure: { code: 'offline' } });
    online.value = true;
    void actions.retry('block:gut');
    await settle();
    expect(net.bodies).toHaveLength(1);
  });

  it('forgets a phase taken again', async () => {
    const { net, online, first } = await savedOffline();
    online.value = true;
    void first.actions.flushOutbox();
    await settle();
    net.pending[0]!.resolve(success);
    await settle();
    first.actions.retake('intro');
    expect(first.store.getState().outbox).toEqual({});
  });

  it('keeps a submitted phase\'s answers as sent: an edit while it is kept or on its way changes nothing', async () => {
    const { storage, net, online, first } = await savedOffline();
    first.actions.answer('gut', { type: 'selections', byQuestion: { gut: 'No' } });
    expect(first.store.getState().answers['gut']).toEqual({ type: 'selections', byQuestion: { gut: 'Yes' } });
    first.actions.dispose();

    // The reload sends it at once; the service's answer is held back while the learner edits.
    online.value = true;
    const reloaded = mount(storage, net, online);
    await settle();
    expect(reloaded.store.getState().submissions['phase:intro']?.state).toBe('pending');
    reloaded.actions.answer('gut', { type: 'selections', byQuestion: { gut: 'No' } });
    net.pending[0]!.resolve(success);
    await settle();
    expect(net.bodies.map((body) => body.answers)).toEqual([[{ question_id: 'gut', selected: 'Yes' }]]);
    expect(reloaded.store.getState().answers['gut']).toEqual({ type: 'selections', byQuestion: { gut: 'Yes' } });
  });
  it('forgets a phase the service refused (a send again cannot fix it): after a reload it is open for changes and not sent again', async () => {
    const storage = memoryStorage();
    const net = service();
    const online = { value: true };
    const first = mount(storage, net, online);
    first.actions.answer('gut', { type: 'selections', byQuestion: { gut: 'Yes' } });
    const sent = first.actions.submitPhase('intro');
    await settle();
    net.pending[0]!.reject(Object.assign(new Error('Unprocessable'), { status: 422, code: 'invalid_answers' }));
    await sent;
    expect(first.store.getState().outbox?.['intro']).toBeUndefined();
    first.actions.dispose();

    const reloaded = mount(storage, net, online);
    await settle();
    expect(reloaded.store.getState().outbox?.['intro']).toBeUndefined();
    reloaded.actions.answer('gut', { type: 'selections', byQuestion: { gut: 'No' } });
    expect(reloaded.store.getState().answers['gut']).toEqual({ type: 'selections', byQuestion: { gut: 'No' } });
    expect(net.bodies).toHaveLength(1);
  });
});
