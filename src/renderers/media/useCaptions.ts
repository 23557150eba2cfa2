import { useEffect, useRef, useState, type RefObject } from 'react';

const isCaption = (track: TextTrack) => track.kind === 'captions' || track.kind === 'subtitles';

function showingCaption(tracks: TextTrackList): number {
  for (let index = 0; index < tracks.length; index++) if (isCaption(tracks[index]!) && tracks[index]!.mode === 'showing') return index;
  return -1;
}

/**
 * Which caption track of the video shows: `initial` at first (captions on by default), none once
 * the learner turns them off, and whatever the learner picks in the browser's own captions menu
 * (its `change` event), so the switch and the menu never disagree. The engine's own selection
 * runs first, through the track's `default` attribute (a script setting modes before it upsets
 * Chromium's); an engine that leaves every caption off by default (WebKitGTK shows only forced
 * subtitles) gets `initial` turned on once the video has its metadata. Tracks are the video's
 * `<track>` children, which come first in `textTracks`, in order.
 */
export function useCaptions(video: RefObject<HTMLVideoElement | null>, trackCount: number, initial: number): { on: boolean; toggle: () => void } {
  const [showing, setShowing] = useState(initial);
  const lastShown = useRef(initial);
  // Modes are set by the switch only once the learner has used it.
  const switched = useRef(false);

  useEffect(() => {
    const element = video.current;
    const tracks = element?.textTracks;
    if (!element || !tracks || initial < 0 || typeof tracks.addEventListener !== 'function') return;
    const turnOnByDefault = () => {
      if (switched.current || showingCaption(tracks) >= 0 || !tracks[initial]) return;
      tracks[initial]!.mode = 'showing';
    };
    if (element.readyState >= 1) turnOnByDefault();
    element.addEventListener('loadedmetadata', turnOnByDefault);
    return () => element.removeEventListener('loadedmetadata', turnOnByDefault);
  }, [video, initial]);

  useEffect(() => {
    const tracks = video.current?.textTracks;
    if (!tracks || !switched.current) return;
    for (let index = 0; index < tracks.length; index++) {
      const track = tracks[index]!;
      if (!isCaption(track)) continue;
      const mode = index === showing ? 'showing' : 'disabled';
      if (track.mode !== mode) track.mode = mode;
    }
  }, [video, showing, trackCount]);

  useEffect(() => {
    const tracks = video.current?.textTracks;
    if (!tracks || trackCount === 0 || typeof tracks.addEventListener !== 'function') return;
    const follow = () => {
      const index = showingCaption(tracks);
      if (index >= 0) lastShown.current = index;
      setShowing(index);
    };
    tracks.addEventListener('change', follow);
    return () => tracks.removeEventListener('change', follow);
  }, [video, trackCount]);

  const toggle = () => {
    switched.current = true;
    setShowing((current) => (current >= 0 ? -1 : lastShown.current));
  };
  return { on: showing >= 0, toggle };
}
