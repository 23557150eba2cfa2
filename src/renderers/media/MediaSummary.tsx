import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { MediaBinding } from '../../registry/types';
import type { KindPlayerStrings } from '../../strings/en-kinds';
import { MediaTranscript } from './MediaTranscript';
import type { MediaFields, MediaPlayback } from './mediaFields';

export interface MediaSummaryProps {
  media: MediaFields;
  /** Why the video is not shown; picks the notice. */
  playback: MediaPlayback;
  strings: KindPlayerStrings;
  /** Move focus to the notice: the video the learner was using has just been taken away. @default false */
  focusNotice?: boolean;
  /** A plain video to show in the frame instead of the poster (the degraded view, once the learner asked for it). */
  video?: ReactNode;
  /** What the learner can press to bring the video in (degraded mode's "Play the video"): said instead of a notice. */
  offer?: ReactNode;
  /** The block's binding in a player: a video that cannot play never holds the forward control. */
  binding?: MediaBinding | undefined;
  /**
   * The learner's page already gave this video its frame (it stopped after it was shown): the
   * notice takes the frame's place and the transcript stays one click away, as it was, so nothing
   * below moves. @default false
   */
  wasShown?: boolean;
}

function notice(playback: MediaPlayback, strings: KindPlayerStrings): string | null {
  switch (playback) {
    case 'pending':
      return strings.mediaPending;
    case 'failed':
      return strings.mediaFailed;
    case 'expired':
      return strings.mediaExpired;
    case 'unavailable':
    case 'playable':
      return null;
    default:
      return playback satisfies never;
  }
}

/**
 * A video that cannot play (spec 2.8 rule 7): the poster in the video's frame, a notice saying why
 * (still being prepared, could not be played, link expired) and the summary and transcript in full.
 * A frame the page already laid out (a poster that then failed, a video that then stopped) keeps
 * its size with the notice inside, so nothing below it moves. Rendered state: `data-status` on the figure.
 */
export function MediaSummary({ media, playback, strings, focusNotice = false, binding, video, offer, wasShown = false }: MediaSummaryProps) {
  const noticeRef = useRef<HTMLParagraphElement>(null);
  // A poster that does not load would leave an empty frame with a broken-image icon: drop it.
  const [brokenPoster, setBrokenPoster] = useState<string | null>(null);
  useEffect(() => {
    if (focusNotice) noticeRef.current?.focus();
  }, [focusNotice]);
  const holds = binding?.rule != null;
  useEffect(() => {
    if (holds && !binding?.readWatch()?.unplayable) binding?.recordWatch((previous) => ({ ranges: [], ...previous, unplayable: true }));
  }, [holds, binding]);
  const reason = notice(playback, strings);
  const hasSummary = media.fallbackHtml !== '' || media.transcript !== null;
  // A stopped video's frame holds its notice, not the poster: a notice under the poster would push the page down.
  const showsPoster = !video && !wasShown && media.poster !== null && media.poster !== brokenPoster;
  const noticeInFrame = !video && (wasShown || (media.poster !== null && media.poster === brokenPoster));
  const noticeText = (
    <p className="method-notice" data-tone={playback === 'failed' ? 'warning' : 'info'} ref={noticeRef} tabIndex={focusNotice ? -1 : undefined}>
      {reason === null ? strings.mediaUnavailable : hasSummary ? `${reason} ${wasShown ? strings.mediaInTranscript : strings.mediaSummaryBelow}` : reason}
    </p>
  );
  return (
    <figure className="method-media" data-status={playback}>
      {media.title && <figcaption className="method-media__title">{media.title}</figcaption>}
      {video && <div className="method-media__frame">{video}</div>}
      {showsPoster && (
        <div className="method-media__frame">
          <img className="method-media__poster" src={media.poster!} alt="" loading="lazy" onError={() => setBrokenPoster(media.poster)} />
        </div>
      )}
      {noticeInFrame && <div className="method-media__frame" data-notice="">{noticeText}</div>}
      {offer ?? (!video && !noticeInFrame && noticeText)}
      <MediaTranscript media={media} strings={strings} collapsed={wasShown} />
    </figure>
  );
}
