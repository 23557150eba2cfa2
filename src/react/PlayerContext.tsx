import { createContext, useContext, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { Course } from '../model/types';
import type { Registry, RenderEnvironment, TimeLimits } from '../registry/types';
import type { PlayerStore } from '../store/createPlayerStore';
import type { PlayerActions, PlayerEvent, PlayerState } from '../store/types';
import type { PlayerStrings } from '../strings/en';
import type { Format } from '../strings/format';
import type { MediaTrackInput } from '../model/fields/readMediaTracks';

/** What a renderer or custom view inside `<CoursePlayer>` reads: the store, the normalized course, the player's settings. */
export interface PlayerContextValue {
  store: PlayerStore;
  course: Course;
  registry: Registry;
  /** The player's and renderers' strings, messages bound to `format`. */
  strings: PlayerStrings;
  /** The locale and time zone the player formats values in. */
  format: Format;
  env: RenderEnvironment;
  /** Hands an event to the host's `onEvent` (the latest one): the same function for the player's life. */
  onEvent: (event: PlayerEvent) => void;
  /** The host's `allowHttp`: payload URLs may be plain http as well as https. */
  allowHttp: boolean;
  /** The host's `timeLimits`: whether a timed quiz's limits are enforced or advice only. */
  timeLimits: TimeLimits;
  /** The host's `review`: a multi-screen assessment lists its answers for review before sending them. */
  review: boolean;
  /** The host's `mediaTracks` and `preventForwardSeek`. */
  media: { tracks: Readonly<Record<string, readonly MediaTrackInput[]>> | undefined; preventForwardSeek: boolean };
}

export const PlayerContext = createContext<PlayerContextValue | null>(null);

/**
 * The host's certificate state, shown on completion and in a certificate phase. A context of its
 * own: a host re-rendering with a new element must not wake every block through PlayerContext.
 */
export const CertificateContext = createContext<ReactNode>(undefined);

/** The player's context, for a custom renderer; throws outside `<CoursePlayer>`. */
export function usePlayerContext(): PlayerContextValue {
  const value = useContext(PlayerContext);
  if (!value) throw new Error('usePlayer must be used inside <CoursePlayer>.');
  return value;
}

/** The player's actions (answer, continue, retake…): the same object for the store's life, read without subscribing. */
export function usePlayerActions(): PlayerActions {
  return usePlayerContext().store.getState().actions;
}

/** Subscribes to the narrowest slice of this player's state (one store per player). */
export function usePlayer<T>(selector: (state: PlayerState) => T): T {
  return useStore(usePlayerContext().store, selector);
}
