import { act, fireEvent, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CoursePlayerProps } from '../../../src';
import { memoryStorage } from '../../support/memoryStorage';
import { makePlayerPayload, PLAYER_COURSE_ID, playerScorer } from '../../support/playerCourse';

// The persistence code is a chunk of its own (docs/player.md, "Persistence"): a page without
// `persistence` never loads it, and a page with it shows its first screen at once when nothing is
// stored. Each test renders the player from a fresh module graph (a fresh page), so the code is
// not there until the player asks for it; what a test does right after rendering comes before it.

const KEY = `ce:${PLAYER_COURSE_ID}:user-1`;
const LOADING = 'Loading your progress…';

type Entry = typeof import('../../../src');
let entry: Entry;
let code: typeof import('../../../src/store/persistenceCode');

beforeEach(async () => {
  vi.resetModules();
  entry = await import('../../../src');
  code = await import('../../../src/store/persistenceCode');
});

function renderFresh(overrides: Partial<CoursePlayerProps> = {}) {
  const { CoursePlayer } = entry;
  const props: CoursePlayerProps = { payload: makePlayerPayload(), userId: 'user-1', onSubmit: async (body) => playerScorer(body), ...overrides };
  return render(<StrictMode><CoursePlayer {...props} /></StrictMode>);
}

/** Lets the chunks the page asked for arrive (however long their import takes), and the player take what they did. */
const codeArrives = (rules = false) => act(async () => {
  await vi.waitFor(() => expect(code.persistenceCode.loaded() !== null && (!rules || code.storedProgressCode.loaded() !== null)).toBe(true), { timeout: 10_000 });
  await vi.dynamicImportSettled();
  await new Promise((resolve) => setTimeout(resolve, 0));
});

/** Lets whatever the page asked for settle, where a test shows nothing was asked for. */
const allSettled = () => act(async () => {
  await vi.dynamicImportSettled();
  await new Promise((resolve) => setTimeout(resolve, 0));
  await vi.dynamicImportSettled();
});

const savedGut = (text: string | undefined) => (text ? (JSON.parse(text) as { state: { answers: Record<string, unknown> } }).state.answers.gut : undefined);

describe('the persistence code, loaded by use', () => {
  it('is never loaded by a player without persistence', async () => {
    renderFresh();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    await allSettled();
    expect(screen.getByRole('radio', { name: 'Yes' })).toHaveProperty('checked', true);
    expect(code.persistenceCode.loaded()).toBeNull();
    expect(code.storedProgressCode.loaded()).toBeNull();
  });

  it('shows a first visit its first screen at once, and saves an answer given before the code came once it does', async () => {
    const storage = memoryStorage();
    renderFresh({ persistence: { key: 'ce', storage } });
    expect(screen.queryByText(LOADING)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(code.persistenceCode.loaded()).toBeNull();
    expect(storage.data.has(KEY)).toBe(false);
    await codeArrives();
    expect(savedGut(storage.data.get(KEY))).toEqual({ type: 'selections', byQuestion: { gut: 'yes' } });
    // Nothing was stored to read: the stored-progress rules never loaded.
    expect(code.storedProgressCode.loaded()).toBeNull();
  });

  it('holds a reload on its loading status until the code has read the stored record, then shows the learner their answer', async () => {
    const stored = {
      state: {
        position: { phaseId: 'intro', screenIndex: 1 }, answers: { gut: { type: 'selections', byQuestion: { gut: 'no' } } },
        revealed: {}, completed: {}, results: {}, rationales: {}, clock: { spentMs: {}, running: null }, courseComplete: false,
      },
      version: 1,
    };
    renderFresh({ persistence: { key: 'ce', storage: memoryStorage({ [KEY]: JSON.stringify(stored) }) } });
    expect(screen.getByRole('status').textContent).toBe(LOADING);
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
    await codeArrives(true);
    expect(screen.getByRole('radio', { name: 'No' })).toHaveProperty('checked', true);
    expect(screen.queryByText(LOADING)).toBeNull();
  });
});
