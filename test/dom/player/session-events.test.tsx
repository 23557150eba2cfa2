import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PlayerEvent } from '../../../src';
import { renderPlayer } from '../../support/renderPlayer';

/**
 * The session lifecycle in onEvent (docs/player.md, `onEvent`): one session_started per player (StrictMode's
 * rehearsal included), suspended and resumed with the page's visibility, and session_ended sent
 * synchronously on pagehide (so a host can send it with keepalive or sendBeacon) or on unmount.
 */
let visibility: DocumentVisibilityState = 'visible';
const setVisibility = (state: DocumentVisibilityState) => {
  visibility = state;
  act(() => void document.dispatchEvent(new Event('visibilitychange')));
};
vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
afterEach(() => { visibility = 'visible'; });

const sessionEvents = (onEvent: ReturnType<typeof vi.fn>) =>
  onEvent.mock.calls.map(([event]) => event as PlayerEvent).filter((event) => event.type.startsWith('session_'));

describe('session events', () => {
  it('starts once, suspends and resumes with visibility, and ends synchronously on pagehide, once', () => {
    const onEvent = vi.fn();
    const { unmount } = renderPlayer({ onEvent });
    const [started] = sessionEvents(onEvent);
    expect(started).toEqual({ type: 'session_started', sessionId: expect.any(String) });
    const sessionId = (started as { sessionId: string }).sessionId;
    setVisibility('hidden');
    setVisibility('visible');
    window.dispatchEvent(new Event('pagehide'));
    expect(sessionEvents(onEvent)).toEqual([
      { type: 'session_started', sessionId },
      { type: 'session_suspended', sessionId },
      { type: 'session_resumed', sessionId },
      { type: 'session_ended', sessionId, durationMs: expect.any(Number) },
    ]);
    unmount();
    expect(sessionEvents(onEvent)).toHaveLength(4);
  });

  it('ends on unmount when the page stays', async () => {
    const onEvent = vi.fn();
    const { unmount } = renderPlayer({ onEvent });
    unmount();
    await Promise.resolve();
    expect(sessionEvents(onEvent).map((event) => event.type)).toEqual(['session_started', 'session_ended']);
  });
});
