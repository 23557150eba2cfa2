import { safeUrl } from '../../controls/safeUrl';
import { readWebinar } from '../../model/fields/readMediaKinds';
import { viewOf } from '../../model/fields/viewOf';
import { playableTracks } from '../media/mediaTracks';
import { WebinarCaptions } from './WebinarCaptions';
import type { BlockOf } from '../../model/types';
import type { RendererProps } from '../../registry/types';
import { useKindStrings } from '../useKindStrings';

/**
 * A webinar as a link that opens in a new tab: embedding third-party frames would need the host's
 * CSP to allow them, so the player links instead (docs/assumptions.md).
 */
export function WebinarEmbedRenderer({ block, strings: playerStrings, allowHttp }: RendererProps<BlockOf<'webinar-embed'>>) {
  const strings = useKindStrings(playerStrings);
  const { urls, title, startsAt: starts, tracks } = viewOf(block, readWebinar);
  // The spec does not name the field: the first spelling that passes safeUrl wins (docs/assumptions.md).
  const href = urls.map((url) => safeUrl(url, { allowHttp })).find((url) => url !== null) ?? null;
  const startsAt = starts === null ? null : new Date(starts);
  const when = startsAt && !Number.isNaN(startsAt.getTime()) ? startsAt : null;
  return (
    <div className="method-webinar">
      <p className="method-webinar__title"><strong>{title ?? strings.webinarLabel}</strong></p>
      {/* In the player's locale and time zone, with the zone named: a bare clock time is ambiguous across zones. */}
      {when && <p><time dateTime={when.toISOString()}>{strings.webinarStartsAt(when)}</time></p>}
      {href ? (
        <a className="method-button" data-variant="secondary" href={href} target="_blank" rel="noopener noreferrer">
          {strings.webinarOpen}
        </a>
      ) : (
        <p className="method-notice" data-tone="info">{strings.linkUnavailable}</p>
      )}
      <WebinarCaptions tracks={playableTracks(tracks, [], { allowHttp })} strings={strings} />
    </div>
  );
}
