import type { KindBlock } from '../../model/types';
import type { RendererProps } from '../../registry/types';
import { MediaSummary } from './MediaSummary';
import { mediaFields, mediaPlayback } from './mediaFields';

export type MediaBlock = KindBlock<'video' | 'talking-avatar' | 'ai-video'>;

/** Poster plus transcript (spec 2.8 rule 7), with the service's fallback_html and why it shows. */
export function MediaFallback({ block, strings, allowHttp }: RendererProps<MediaBlock>) {
  const media = mediaFields(block.data, { allowHttp });
  return <MediaSummary media={media} playback={mediaPlayback(media, Date.now())} strings={strings} />;
}
