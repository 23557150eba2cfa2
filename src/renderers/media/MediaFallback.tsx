import type { KindBlock } from '../../model/types';
import type { RendererProps } from '../../registry/types';
import { useEffect, useRef, useState } from 'react';
import type { KindPlayerStrings } from '../../strings/en-kinds';
import { blockTracks } from './blockTracks';
import { readMedia } from '../../model/fields/readMediaKinds';
import { viewOf } from '../../model/fields/viewOf';
import { useCaptions } from './useCaptions';
import { MediaSummary } from './MediaSummary';
import { TrackElements } from './TrackElements';
import { mediaFields, mediaPlayback, type MediaFields } from './mediaFields';
import { useKindStrings } from '../useKindStrings';

export type MediaBlock = KindBlock<'video' | 'talking-avatar' | 'ai-video'>;

/**
 * Poster plus transcript (spec 2.8 rule 7), with the service's fallback_html and why it shows. A
 * video that can play stays out of the page until the learner presses "Play the video" (degraded
 * mode is for a page that should not play media unasked); it then takes the poster's frame, plain
 * and native, its captions on by default. The transcript is shown in full, so the degraded view
 * never holds the forward control.
 */
export function MediaFallback({ block, strings: playerStrings, allowHttp, media: binding }: RendererProps<MediaBlock>) {
  const strings = useKindStrings(playerStrings);
  const view = viewOf(block, readMedia);
  const media = mediaFields(view, { allowHttp });
  const playback = mediaPlayback(media, Date.now());
  const [asked, setAsked] = useState(false);
  const playable = playback === 'playable' && media.src !== null;
  const video = playable && asked && <AskedVideo media={media} tracks={blockTracks(view, binding, allowHttp)} strings={strings} />;
  // In the row where the rich view has its Captions switch.
  const offer = playable && !asked && (
    <div className="method-media__options">
      <button type="button" className="method-button" data-variant="secondary" onClick={() => setAsked(true)}>
        {strings.playVideoLabel}
      </button>
    </div>
  );
  return <MediaSummary media={media} playback={playback} strings={strings} binding={binding} video={video || undefined} offer={offer || undefined} />;
}

/** The video the learner asked for: focused as it replaces the button they pressed, its captions on by default. */
function AskedVideo({ media, tracks: { tracks, initial, crossOrigin }, strings }: { media: MediaFields; tracks: ReturnType<typeof blockTracks>; strings: KindPlayerStrings }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  // Captions on by default, in an engine whose own selection leaves them off too.
  useCaptions(videoRef, tracks.length, initial);
  useEffect(() => videoRef.current?.focus(), []);
  return (
    // tabIndex: focusable in every engine, whatever it makes of a video's own controls.
    <video className="method-media__video" controls preload="metadata" playsInline src={media.src ?? undefined} poster={media.poster ?? undefined} crossOrigin={crossOrigin} ref={videoRef} tabIndex={0}>
      <TrackElements tracks={tracks} initial={initial} strings={strings} />
    </video>
  );
}
