import type { MediaData } from '../../model/fields/readMediaKinds';
import type { MediaBinding } from '../../registry/types';
import { defaultTrackIndex, isCrossOrigin, playableTracks, type PlayableTrack } from './mediaTracks';

const NO_TRACKS: readonly never[] = [];

/** A media block's playable tracks (payload's and host's), the one shown by default, and the video's `crossOrigin`. */
export function blockTracks(data: MediaData, binding: MediaBinding | undefined, allowHttp: boolean | undefined): { tracks: PlayableTrack[]; initial: number; crossOrigin: 'anonymous' | undefined } {
  const page = typeof document === 'undefined' ? undefined : document;
  const tracks = playableTracks(data.tracks, binding?.hostTracks ?? NO_TRACKS, { allowHttp, base: page?.baseURI });
  const language = binding?.language ?? (page?.documentElement.lang || 'en');
  // Caption files from another origin load only over CORS, which the video then asks for too (docs/assumptions.md).
  const crossOrigin = tracks.some((track) => isCrossOrigin(track.src, page?.location?.origin)) ? 'anonymous' : undefined;
  return { tracks, initial: defaultTrackIndex(tracks, language), crossOrigin };
}
