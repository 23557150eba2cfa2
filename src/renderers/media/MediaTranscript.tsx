import { SafeHtml } from '../../controls/SafeHtml';
import type { KindPlayerStrings } from '../../strings/en-kinds';
import type { MediaFields } from './mediaFields';

export interface MediaTranscriptProps {
  media: MediaFields;
  strings: KindPlayerStrings;
  /** Inside a closed "Transcript" disclosure (beside a playable video) rather than shown in full. @default false */
  collapsed?: boolean;
  /** Called when the learner opens the collapsed transcript (it completes the video's watching rule). */
  onOpen?: () => void;
}

/**
 * The service's fallback_html and the transcript: what deaf learners and anyone who cannot play
 * sound read instead of the video, so a playable video keeps them one click away.
 */
export function MediaTranscript({ media, strings, collapsed = false, onOpen }: MediaTranscriptProps) {
  if (!media.fallbackHtml && !media.transcript) return null;
  const summary = media.fallbackHtml && <SafeHtml className="method-prose" html={media.fallbackHtml} />;
  if (collapsed) {
    return (
      <details className="method-media__transcript" onToggle={(event) => event.currentTarget.open && onOpen?.()}>
        <summary>{strings.transcriptLabel}</summary>
        {summary}
        {media.transcript && <p>{media.transcript}</p>}
      </details>
    );
  }
  return (
    <>
      {summary}
      {media.transcript && (
        <div className="method-media__transcript">
          <p><strong>{strings.transcriptLabel}</strong></p>
          <p>{media.transcript}</p>
        </div>
      )}
    </>
  );
}
