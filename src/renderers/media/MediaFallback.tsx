import type { KindBlock } from '../../model/types';
import type { RendererProps } from '../../registry/types';
import { useRef } from 'react';
import { blockTracks } from './blockTracks';
import { readMedia } from '../../model/fields/readMediaKinds';
import { viewOf } from '../../model/fields/viewOf';
import { useCaptions } from './useCaptions';
import { MediaSummary } from './MediaSummary';
import { TrackElements } from './TrackElements';
import { mediaFields, mediaPlayback } from './mediaFields';
import { useKindStrings } from '../useKindStrings';

export type MediaBlock = KindBlock<'video' | 'talking-avatar' | 'ai-video'>;

/**
 * Poster plus transcript (spec 2.8 rule 7), with the service's fallback_html and why it shows; a
 * video that can play is there too, plain and native, its captions on by default. The transcript
 * is shown in full, so the degraded view never holds the forward control.
 */
export function MediaFallback({ block, strings: playerStrings, allowHttp, media: binding }: RendererProps<MediaBlock>) {
  const strings = useKindStrings(playerStrings);
  const media = mediaFields(viewOf(block, readMedia), { allowHttp });
  const playback = mediaPlayback(media, Date.now());
  const { tracks, initial, crossOrigin } = blockTracks(viewOf(block, readMedia), binding, allowHttp);
  const videoRef = useRef<HTMLVideoElement>(null);
  // Captions on by default, in an engine whose own selection leaves them off too.
  useCaptions(videoRef, tracks.length, initial);
  const video = playback === 'playable' && media.src && (
    <video className="method-media__video" controls preload="metadata" playsInline src={media.src} poster={media.poster ?? undefined} crossOrigin={crossOrigin} ref={videoRef}>
      <TrackElements tracks={tracks} initial={initial} strings={strings} />
    </video>
  );
  return <MediaSummary media={media} playback={playback} strings={strings} binding={binding} video={video || undefined} />;
}
