import type { KindPlayerStrings } from '../../strings/en-kinds';
import type { PlayableTrack } from '../media/mediaTracks';

/**
 * A webinar's caption and subtitle files, as links beside it: the session plays on another site,
 * so its captions cannot be laid over it here, but a learner can open or save them.
 */
export function WebinarCaptions({ tracks, strings }: { tracks: readonly PlayableTrack[]; strings: KindPlayerStrings }) {
  if (tracks.length === 0) return null;
  return (
    <div className="method-webinar__captions">
      <p>{strings.webinarCaptionsLabel}</p>
      <ul>
        {tracks.map((track) => (
          <li key={track.src}>
            <a href={track.src} target="_blank" rel="noopener noreferrer" hrefLang={track.srclang ?? undefined}>
              {strings.webinarCaptionsLink(track.label ?? strings.trackFallbackLabel(track.srclang))}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
