import { SafeHtml } from '../../controls/SafeHtml';
import type { Block } from '../../model/types';
import type { RendererProps } from '../../registry/types';
import { readMedia } from './readMedia';

/** Poster plus transcript (spec 2.8 rule 7), with the service's fallback_html. */
export function MediaFallback({ block, strings }: RendererProps<Block>) {
  const media = readMedia(block.fields);
  return (
    <figure className="method-media" data-status={media.status}>
      {media.title && <figcaption className="method-media__title">{media.title}</figcaption>}
      {media.poster && <img className="method-media__poster" src={media.poster} alt="" loading="lazy" />}
      <p className="method-notice" data-tone="info">{strings.mediaUnavailable}</p>
      {media.fallbackHtml && <SafeHtml className="method-prose" html={media.fallbackHtml} />}
      {media.transcript && (
        <div className="method-media__transcript">
          <p><strong>{strings.transcriptLabel}</strong></p>
          <p>{media.transcript}</p>
        </div>
      )}
    </figure>
  );
}
