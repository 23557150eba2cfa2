import { beforeAll, describe, expect, it } from 'vitest';
import { memoryStorage } from '../../test/support/memoryStorage';
import { gated, setup } from '../../test/support/playerStoreHarness';
import { loadPersistenceCode } from '../../test/support/persistenceCode';

beforeAll(loadPersistenceCode);

// openReview / closeReview (docs/player.md, "Review before submit"): the review is a flag the view reads; the store's
// `continue` still sends from the last screen, open review or not, as every store-driven suite expects.

const onLastScreen = () => {
  const harness = setup({ course: gated });
  harness.actions.goTo({ phaseId: 'gate', screenIndex: 1 });
  return harness;
};

describe('the review of a phase’s answers in the store', () => {
  it('opens on the last screen of a reviewable phase, and `continue` then sends the phase', async () => {
    const { store, actions, bodies } = onLastScreen();
    actions.openReview();
    expect(store.getState().reviewingPhaseId).toBe('gate');
    await actions.continue();
    expect(bodies.map((body) => body.phase_id)).toEqual(['gate']);
    expect(store.getState().completed.gate).toBe(true);
  });

  it('leaves `continue` sending from the last screen without a review', async () => {
    const { actions, bodies } = onLastScreen();
    await actions.continue();
    expect(bodies.map((body) => body.phase_id)).toEqual(['gate']);
  });

  it('does not open on an earlier screen, nor once the phase is complete', async () => {
    const { store, actions } = setup({ course: gated });
    actions.openReview();
    expect(store.getState().reviewingPhaseId).toBeUndefined();
    actions.goTo({ phaseId: 'gate', screenIndex: 1 });
    await actions.continue();
    actions.openReview();
    expect(store.getState().reviewingPhaseId).toBeUndefined();
  });

  it('closes on closeReview and on any move', () => {
    const { store, actions } = onLastScreen();
    actions.openReview();
    actions.closeReview();
    expect(store.getState().reviewingPhaseId).toBeUndefined();
    actions.openReview();
    actions.back();
    expect(store.getState().reviewingPhaseId).toBeUndefined();
    actions.goTo({ phaseId: 'gate', screenIndex: 1 });
    expect(store.getState().reviewingPhaseId).toBeUndefined();
  });

  it('is never stored: a reload opens on the last screen, not the review', () => {
    const storage = memoryStorage();
    const { store, actions } = setup({ course: gated, persistence: { key: 'k', storage } });
    actions.goTo({ phaseId: 'gate', screenIndex: 1 });
    actions.openReview();
    expect(store.getState().reviewingPhaseId).toBe('gate');
    const stored = [...storage.data.values()].join('');
    expect(stored).toContain('"screenIndex":1');
    expect(stored).not.toContain('reviewingPhaseId');
  });
});
