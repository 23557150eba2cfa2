import type { KindPlayerStrings } from '../../strings/en-kinds';
import type { PlayableTrack } from './mediaTracks';

export interface TrackElementsProps {
  tracks: readonly PlayableTrack[];
  /** The track that shows by default (defaultTrackIndex), or -1. */
  initial: number;
  strings: KindPlayerStrings;
}

/** A video's `<track>` children: native, so the platform's caption settings and menu apply. */
export function TrackElements({ tracks, initial, strings }: TrackElementsProps) {
  return tracks.map((track, index) => (
    <track key={track.src} src={track.src} kind={track.kind} srcLang={track.srclang ?? undefined} label={track.label ?? strings.trackFallbackLabel(track.srclang)} default={index === initial} />
  ));
}
