import { beforeAll, describe, expect, it } from 'vitest';
import { memoryStorage } from '../../test/support/memoryStorage';
import { setup } from '../../test/support/playerStoreHarness';
import { gated, ok } from '../../test/support/playerStoreHarness';
import { loadPersistenceCode } from '../../test/support/persistenceCode';

beforeAll(loadPersistenceCode);

/**
 * A finished course stays finished (docs/assumptions.md): stored progress keeps a completed marker instead of
 * being deleted (so a reload shows the completion view, not phase 1), without the learner's answers
 * (a shared device keeps no more than it must); and GET /api-progress can say so on any device.
 */
const KEY = 'cep:gated:u';

async function finished() {
  const storage = memoryStorage();
  const first = setup({ course: gated, persistence: { key: 'cep', storage }, onSubmit: async () => ok(), initialProgress: { completedPhaseIds: ['gate', 'read'], currentPhaseId: 'rest' } });
  first.actions.answer('gq', { type: 'selections', byQuestion: { gq: 'a' } });
  await first.actions.continue();
  expect(first.store.getState().courseComplete).toBe(true);
  return storage;
}

describe('a finished course stays finished', () => {
  it('keeps a completed marker in storage, without the answers', async () => {
    const storage = await finished();
    const saved = JSON.parse(storage.data.get(KEY)!).state;
    expect(saved).toMatchObject({ courseComplete: true, completed: { gate: true, read: true, rest: true }, answers: {}, rationales: {}, revealed: {}, position: null });
  });

  it('comes back finished after a reload', async () => {
    const storage = await finished();
    const again = setup({ course: gated, persistence: { key: 'cep', storage } });
    expect(again.store.getState()).toMatchObject({ courseComplete: true, reviewingAfterCompletion: false, completed: { gate: true, read: true, rest: true } });
  });

  it('comes back finished on another device when GET /api-progress says so', () => {
    const { store } = setup({ course: gated, initialProgress: { completedPhaseIds: ['gate', 'read', 'rest'], courseComplete: true } });
    expect(store.getState()).toMatchObject({ courseComplete: true, reviewingAfterCompletion: false });
  });

  it('can still be reviewed on request, from the first screen', async () => {
    const storage = await finished();
    const { store, actions } = setup({ course: gated, persistence: { key: 'cep', storage } });
    expect(actions.goTo({ phaseId: 'gate', screenIndex: 0 })).toBe(true);
    expect(store.getState()).toMatchObject({ position: { phaseId: 'gate', screenIndex: 0 }, reviewingAfterCompletion: true, courseComplete: true });
  });
});
