import type { Block } from '../../model/types';
import type { RendererProps } from '../../registry/types';
import { MediaFallback } from './MediaFallback';
import { isPlayable, readMedia } from './readMedia';

/** A playable video when ready and unexpired; otherwise the fallback, never a dead player. */
export function MediaRenderer(props: RendererProps<Block>) {
  const media = readMedia(props.block.fields);
  if (!isPlayable(media, Date.now())) return <MediaFallback {...props} />;
  return (
    <figure className="method-media" data-status="ready">
      {media.title && <figcaption className="method-media__title">{media.title}</figcaption>}
      <video className="method-media__video" controls preload="none" playsInline src={media.src ?? undefined} poster={media.poster ?? undefined}>
        {media.fallbackHtml ? null : props.strings.mediaUnavailable}
      </video>
      {media.transcript && (
        <details className="method-media__transcript">
          <summary>{props.strings.transcriptLabel}</summary>
          <p>{media.transcript}</p>
        </details>
      )}
    </figure>
  );
}
