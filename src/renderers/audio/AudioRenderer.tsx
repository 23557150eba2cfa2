import { safeUrl } from '../../controls/safeUrl';
import { asRecord } from '../../model/read';
import type { Block } from '../../model/types';
import type { RendererProps } from '../../registry/types';

/** Audio with its transcript always readable (audio-only content needs a text alternative). */
export function AudioRenderer({ block, strings, allowHttp }: RendererProps<Block>) {
  const fields = asRecord(block.fields);
  const src = safeUrl(fields.url ?? fields.audio_url, { allowHttp });
  const title = typeof fields.title === 'string' ? fields.title : null;
  const transcript = typeof fields.transcript === 'string' ? fields.transcript : null;
  return (
    <figure className="method-media" data-kind="audio">
      {title && <figcaption className="method-media__title">{title}</figcaption>}
      {src && <audio className="method-media__audio" controls preload="none" src={src} />}
      {transcript && (
        <details className="method-media__transcript" open={!src}>
          <summary>{strings.transcriptLabel}</summary>
          <p>{transcript}</p>
        </details>
      )}
    </figure>
  );
}
