import { safeUrl } from '../../controls/safeUrl';
import { readAudio } from '../../model/fields/readMediaKinds';
import { viewOf } from '../../model/fields/viewOf';
import type { BlockOf } from '../../model/types';
import type { RendererProps } from '../../registry/types';
import { useKindStrings } from '../useKindStrings';

/** Audio with its transcript always readable (audio-only content needs a text alternative). */
export function AudioRenderer({ block, strings: playerStrings, allowHttp }: RendererProps<BlockOf<'audio'>>) {
  const strings = useKindStrings(playerStrings);
  const { title, transcript, url } = viewOf(block, readAudio);
  const src = safeUrl(url, { allowHttp });
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
