import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { safeUrl } from '../../controls/safeUrl';
import type { RendererProps } from '../../registry/types';
import { MediaCaptions } from './MediaCaptions';
import { MediaSummary } from './MediaSummary';
import { MediaTranscript } from './MediaTranscript';
import type { MediaBlock } from './MediaFallback';
import { mediaFields, mediaPlayback } from './mediaFields';
import { blockTracks } from './blockTracks';
import { readMedia } from '../../model/fields/readMediaKinds';
import { viewOf } from '../../model/fields/viewOf';
import { TrackElements } from './TrackElements';
import { useCaptions } from './useCaptions';
import { useMediaWatch } from './useMediaWatch';
import { useKindStrings } from '../useKindStrings';

/** Why a video that was shown stopped, for the URL it stopped on (a re-fetch brings a new one). */
interface Stopped {
  src: string;
  playback: 'failed' | 'expired';
  /** The video had focus: it moves to the notice rather than being lost with the video. */
  hadFocus: boolean;
}

/**
 * A playable video in a 16:9 frame when ready and unexpired, with its captions on (native `<track>`
 * elements, so the platform's caption settings apply) and its transcript one click away; otherwise,
 * or once it fails to load or is started past its expiry, the summary with the reason. Never a dead
 * player. Metadata is preloaded so a broken URL shows its notice before anyone presses play. The
 * player's media refresh re-fetches on the same `play` event.
 */
export function MediaRenderer(props: RendererProps<MediaBlock>) {
  const { strings: playerStrings, allowHttp, media: binding } = props;
  const strings = useKindStrings(playerStrings);
  const view = viewOf(props.block, readMedia);
  const media = mediaFields(view, { allowHttp });
  const [stopped, setStopped] = useState<Stopped | null>(null);
  const [described, setDescribed] = useState(false);
  const playing = useRef({ at: 0, on: false });
  const videoRef = useRef<HTMLVideoElement>(null);
  const transcriptOpen = useRef(false);
  const { tracks, initial: initialTrack, crossOrigin } = blockTracks(view, binding, allowHttp);
  const captions = useCaptions(videoRef, tracks.length, initialTrack);
  const describedSrc = view.describedUrls.map((url) => safeUrl(url, { allowHttp })).find((url) => url !== null) ?? null;
  const src = described && describedSrc ? describedSrc : media.src;
  useMediaWatch(videoRef, binding, src ?? '', transcriptOpen);
  // A re-signed URL (a refetch while playing), or the described version, would restart the video: carry on where it was.
  useEffect(() => {
    const video = videoRef.current;
    if (!video || !playing.current.on) return;
    video.currentTime = playing.current.at;
    video.play()?.catch(() => undefined);
  }, [src]);
  const playback = mediaPlayback(media, Date.now());
  if (playback !== 'playable' || src === null) return <MediaSummary media={media} playback={playback} strings={strings} binding={binding} />;
  if (stopped?.src === src) return <MediaSummary media={media} playback={stopped.playback} strings={strings} focusNotice={stopped.hadFocus} binding={binding} wasShown />;
  const stop = (video: HTMLVideoElement, why: Stopped['playback']) => setStopped({ src, playback: why, hadFocus: video.ownerDocument.activeElement === video });

  // The page may have slept since render: the URL is checked against the clock again as it starts.
  const onPlay = (event: SyntheticEvent<HTMLVideoElement>) => {
    playing.current.on = true;
    if (mediaPlayback(media, Date.now()) !== 'expired') return;
    playing.current.on = false;
    event.currentTarget.pause();
    stop(event.currentTarget, 'expired');
  };
  return (
    <figure className="method-media" data-status="playable">
      {media.title && <figcaption className="method-media__title">{media.title}</figcaption>}
      <div className="method-media__frame">
        <video
          className="method-media__video"
          controls
          preload="metadata"
          playsInline
          src={src}
          poster={media.poster ?? undefined}
          crossOrigin={crossOrigin}
          ref={videoRef}
          onPlay={onPlay}
          // Loading a new URL resets the element (readyState 0, time 0): that is not the learner's position.
          onPause={(event) => event.currentTarget.readyState > 0 && (playing.current.on = false)}
          onTimeUpdate={(event) => event.currentTarget.readyState > 0 && (playing.current.at = event.currentTarget.currentTime)}
          // A URL that lapsed while the page sat open fails too; say which it was.
          onError={(event) => stop(event.currentTarget, mediaPlayback(media, Date.now()) === 'expired' ? 'expired' : 'failed')}
        >
          <TrackElements tracks={tracks} initial={initialTrack} strings={strings} />
          {media.fallbackHtml ? null : strings.mediaUnavailable}
        </video>
      </div>
      <MediaCaptions captions={initialTrack >= 0 ? captions : null} described={describedSrc ? { on: described, toggle: () => setDescribed((on) => !on) } : null} strings={strings} />
      <MediaTranscript
        media={media}
        strings={strings}
        collapsed
        onOpen={() => {
          transcriptOpen.current = true;
          if (binding?.rule) binding.recordWatch((previous) => ({ ranges: [], ...previous, transcript: true }));
        }}
      />
    </figure>
  );
}
