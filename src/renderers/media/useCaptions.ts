import { useEffect, useRef, useState, type RefObject } from 'react';

const isCaption = (track: TextTrack) => track.kind === 'captions' || track.kind === 'subtitles';

/**
 * Which caption track of the video shows: `initial` at first (captions on by default, through its
 * `default` attribute: the engine's own selection, which a script setting modes early would upset),
 * none once the learner turns them off, and whatever the learner picks in the browser's own
 * captions menu (its `change` event), so the button and the menu never disagree. Tracks are the
 * video's `<track>` children, which come first in `textTracks`, in order.
 */
export function useCaptions(video: RefObject<HTMLVideoElement | null>, trackCount: number, initial: number): { on: boolean; toggle: () => void } {
  const [showing, setShowing] = useState(initial);
  const lastShown = useRef(initial);
  // Modes are set only once the learner has used the switch; until then `default` decides.
  const switched = useRef(false);

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
      let index = -1;
      for (let i = tracks.length - 1; i >= 0; i--) if (isCaption(tracks[i]!) && tracks[i]!.mode === 'showing') index = i;
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
