import { act, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { beforeAll, afterEach, describe, expect, it, vi } from 'vitest';
import { CoursePlayer, type PlayerEvent } from '../../../src';
import { asyncStorage, deferred } from '../../support/asyncStorage';
import { expectAccessible } from '../../support/expectAccessible';
import { makePlayerPayload, PLAYER_COURSE_ID } from '../../support/playerCourse';
import { renderPlayer } from '../../support/renderPlayer';
import { loadPersistenceCode } from '../../support/persistenceCode';

// What persistence does once its code is here (persistence-loading.test.tsx: before it is).
beforeAll(loadPersistenceCode);

// Async persistence (docs/player.md, "Persistence"): with an async `persistence.storage` (IndexedDB, the host's server) the player
// shows a sized loading status while it reads, then the learner's own screen, never a flash of the
// first phase; a storage that fails or is slow leaves the learner playing.

const KEY = `ce:${PLAYER_COURSE_ID}:user-1`;
const FIRST_PHASE = 'Meet the patient';
const LOADING = 'Loading your progress…';

/** Stored progress on the second phase ("Work-up"), the first one done. */
const onSecondPhase = JSON.stringify({
  state: {
    position: { phaseId: 'learn', screenIndex: 0 },
    answers: { 'next-step': { type: 'selections', byQuestion: { 'next-step': 'aldo' } } },
    revealed: {}, completed: { intro: true }, results: {}, rationales: {},
    clock: { spentMs: {}, running: null },
    courseComplete: false,
  },
  version: 1,
});

/** Records whether a first-phase heading was ever put in the page, however briefly. */
function watchForFirstPhase() {
  let seen = false;
  const check = (node: Node) => {
    if (!(node instanceof Element)) return;
    const headings = [...(node.matches('h2') ? [node] : []), ...node.querySelectorAll('h2')];
    if (headings.some((heading) => heading.textContent === FIRST_PHASE)) seen = true;
  };
  const observer = new MutationObserver((records) => records.forEach((record) => record.addedNodes.forEach(check)));
  observer.observe(document.body, { childList: true, subtree: true });
  return {
    seen: () => {
      observer.takeRecords().forEach((record) => record.addedNodes.forEach(check));
      return seen;
    },
    stop: () => observer.disconnect(),
  };
}

/** Lets the read's answer reach the player (a macrotask drains zustand's promise chain). */
const settle = () => act(async () => void (await new Promise((resolve) => setTimeout(resolve, 0))));

afterEach(() => {
  vi.useRealTimers();
});

describe('an async persistence storage', () => {
  it('shows a sized loading status while it reads, then the stored screen; the first phase never shows', async () => {
    const read = deferred<string | null>();
    const storage = { ...asyncStorage(), getItem: () => read.promise };
    const watch = watchForFirstPhase();
    const { container } = renderPlayer({ persistence: { key: 'ce', storage } });

    const status = screen.getByRole('status');
    expect(status.textContent).toBe(LOADING);
    expect(status.classList.contains('method-activity-loading')).toBe(true);
    expect(screen.queryByRole('heading', { level: 2, name: FIRST_PHASE })).toBeNull();
    expect(container.querySelector('.method-screen')).toBeNull();
    // The phase list would mark the first phase current: it waits for the progress too.
    expect(screen.queryByRole('navigation', { name: 'Course progress' })).toBeNull();
    await expectAccessible(container);

    await act(async () => read.resolve(onSecondPhase));
    await settle();
    expect(screen.getByRole('heading', { level: 2, name: 'Work-up' })).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Check aldosterone' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByText(LOADING)).toBeNull();
    expect(watch.seen()).toBe(false);
    watch.stop();
  });

  it('a slow storage (2 s a call): the loading status for those 2 s, then the stored screen', async () => {
    vi.useFakeTimers();
    const storage = asyncStorage({ [KEY]: onSecondPhase }, 2000);
    const watch = watchForFirstPhase();
    renderPlayer({ persistence: { key: 'ce', storage } });
    await act(() => vi.advanceTimersByTimeAsync(1999));
    expect(screen.getByRole('status').textContent).toBe(LOADING);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('heading', { level: 2, name: 'Work-up' })).toBeTruthy();
    expect(watch.seen()).toBe(false);
    watch.stop();
  });

  it('a new payload of the same course (a re-fetch) while it reads: the new player reads too, and carries no fresh start over', async () => {
    const read = deferred<string | null>();
    const storage = { ...asyncStorage({ [KEY]: onSecondPhase }), getItem: () => read.promise };
    const watch = watchForFirstPhase();
    const { rerender, props } = renderPlayer({ persistence: { key: 'ce', storage } });
    rerender(
      <StrictMode>
        <CoursePlayer {...props} payload={makePlayerPayload()} />
      </StrictMode>,
    );
    expect(screen.getByRole('status').textContent).toBe(LOADING);
    await act(async () => read.resolve(onSecondPhase));
    await settle();
    expect(screen.getByRole('heading', { level: 2, name: 'Work-up' })).toBeTruthy();
    // Saved since (the clock started), but the learner's, never the fresh start.
    expect(JSON.parse(storage.data.get(KEY)!).state).toMatchObject({ position: { phaseId: 'learn' }, completed: { intro: true }, answers: { 'next-step': {} } });
    expect(watch.seen()).toBe(false);
    watch.stop();
  });

  it('with a landing page, a learner coming back with progress goes straight to their screen', async () => {
    const storage = asyncStorage({ [KEY]: onSecondPhase });
    renderPlayer({ persistence: { key: 'ce', storage }, landing: true });
    expect(screen.queryByRole('button', { name: 'Start the course' })).toBeNull();
    await settle();
    expect(screen.getByRole('heading', { level: 2, name: 'Work-up' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Start the course' })).toBeNull();
  });

  it('starts the session once the progress is in, and restoring a completed phase sends nothing', async () => {
    const events: PlayerEvent[] = [];
    const storage = asyncStorage({ [KEY]: onSecondPhase });
    renderPlayer({ persistence: { key: 'ce', storage }, onEvent: (event) => events.push(event) });
    expect(events.filter((event) => event.type.startsWith('session_'))).toEqual([]);
    await settle();
    expect(events.filter((event) => event.type === 'session_started')).toHaveLength(1);
    expect(events.filter((event) => event.type === 'evaluation_submitted' || event.type === 'screen_viewed')).toEqual([]);
  });

  it('a read that fails: a fresh start with a diagnostic, and the learner keeps going without saving over it', async () => {
    const onEvent = vi.fn();
    const storage = { ...asyncStorage({ [KEY]: onSecondPhase }), getItem: () => Promise.reject(new Error('503')) };
    const { user } = renderPlayer({ persistence: { key: 'ce', storage }, onEvent });
    await settle();
    expect(screen.getByRole('heading', { level: 2, name: FIRST_PHASE })).toBeTruthy();
    expect(onEvent).toHaveBeenCalledWith({ type: 'diagnostic', message: 'stored progress could not be read (503); starting fresh without saving over it' });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Screen 2 of 2')).toBeTruthy();
    expect(storage.data.get(KEY)).toBe(onSecondPhase);
  });

  it('a save that fails: reported, and the learner keeps going with the answer on screen', async () => {
    const onEvent = vi.fn();
    const storage = { ...asyncStorage(), setItem: () => Promise.reject(new DOMException('full', 'QuotaExceededError')) };
    const { user } = renderPlayer({ persistence: { key: 'ce', storage }, onEvent, payload: makePlayerPayload() });
    await settle();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await settle();
    expect((screen.getByRole('radio', { name: 'No' }) as HTMLInputElement).checked).toBe(true);
    expect(onEvent).toHaveBeenCalledWith({ type: 'diagnostic', message: 'progress could not be saved (storage full or unavailable)' });
  });
});
