import type { Block } from '../../model/types';
import type { RendererProps } from '../../registry/types';
import { MediaSummary } from './MediaSummary';
import { mediaPlayback, readMedia } from './readMedia';

/** Poster plus transcript (spec 2.8 rule 7), with the service's fallback_html and why it shows. */
export function MediaFallback({ block, strings, allowHttp }: RendererProps<Block>) {
  const media = readMedia(block.fields, { allowHttp });
  return <MediaSummary media={media} playback={mediaPlayback(media, Date.now())} strings={strings} />;
}
