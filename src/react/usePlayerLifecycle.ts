import { useEffect, useRef } from 'react';
import { totalSpentMs } from '../logic/time';
import type { PlayerStore } from '../store/createPlayerStore';
import type { PlayerEvent } from '../store/types';

interface Session {
  id: string;
  store: PlayerStore;
  /** The course's visible time when the session started: the session's own is what comes after. */
  startMs: number;
  ended: boolean;
  /** Unmounted, ending unless the same player mounts again at once (StrictMode's rehearsal). */
  closing: boolean;
}

const newSessionId = (): string =>
  typeof globalThis.crypto?.randomUUID === 'function' ? globalThis.crypto.randomUUID() : `s-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/**
 * The player's life in the page: the phase clock runs only while the page is visible
 * (time_spent_minutes counts visible time), scheduled retries are cancelled when the player goes
 * away, and the session is reported: started, suspended and resumed with the page's visibility,
 * ended on pagehide (synchronously, for keepalive requests) or on unmount.
 */
export function usePlayerLifecycle(store: PlayerStore, emit: (event: PlayerEvent) => void, loadingProgress = false): void {
  const last = useRef<Session | null>(null);
  // Gone while its progress was still read: a request it takes over once the read is done must not retry.
  useEffect(() => () => {
    if (store.isLoadingProgress()) store.getState().actions.dispose();
  }, [store]);
  useEffect(() => {
    // The session and its clock start on the learner's progress, not on the fresh state shown
    // while an async storage reads: the read replaces the clock, and its time is not the session's.
    if (loadingProgress) return undefined;
    const { actions } = store.getState();
    const visibleMs = () => totalSpentMs(store.getState().clock, Date.now());
    const start = (): Session => {
      const session: Session = { id: newSessionId(), store, startMs: visibleMs(), ended: false, closing: false };
      emit({ type: 'session_started', sessionId: session.id });
      return session;
    };
    const end = (session: Session) => {
      if (session.ended) return;
      session.ended = true;
      session.closing = false;
      actions.pauseClock();
      emit({ type: 'session_ended', sessionId: session.id, durationMs: Math.max(0, visibleMs() - session.startMs) });
    };
    // StrictMode unmounts and mounts again at once: the session that was closing goes on.
    const previous = last.current;
    let session = previous && previous.store === store && previous.closing ? previous : start();
    session.closing = false;
    last.current = session;

    const onVisibility = () => {
      if (session.ended) return;
      const hidden = document.visibilityState === 'hidden';
      if (hidden) actions.pauseClock();
      else actions.resumeClock();
      emit({ type: hidden ? 'session_suspended' : 'session_resumed', sessionId: session.id });
    };
    const onPageHide = () => end(session);
    // Back from the back-forward cache: a new session on the same player.
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted || !session.ended) return;
      session = start();
      last.current = session;
      actions.resumeClock();
    };
    if (document.visibilityState !== 'hidden') actions.resumeClock();
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
      actions.pauseClock();
      actions.dispose();
      if (session.ended) return;
      const closing = session;
      closing.closing = true;
      queueMicrotask(() => {
        if (closing.closing) end(closing);
      });
    };
  }, [store, emit, loadingProgress]);
}
