import { safeUrl } from '../../controls/safeUrl';
import { diagnostic, type Diagnostic } from '../../model/diagnostics';
import type { DeliveredComponent } from './deliveredComponents';
import { readMediaTracks, unreadTrackFields } from '../../model/fields/readMediaTracks';

const hasText = (value: unknown) => typeof value === 'string' && value.trim() !== '';

interface MediaFacts {
  name: string;
  playable: boolean;
  transcript: boolean;
  video: boolean;
}

/** What a media block offers a learner who cannot hear it; null for a kind that is not media. */
function mediaOf(component: DeliveredComponent, allowHttp: boolean): MediaFacts | null {
  const usable = (url: string | null) => safeUrl(url, { allowHttp }) !== null;
  switch (component.kind) {
    case 'video':
    case 'talking-avatar':
    case 'ai-video':
      return { name: component.kind, playable: component.data.urls.some(usable), transcript: hasText(component.data.transcript), video: true };
    case 'webinar-embed':
      // A webinar's own transcript field is not read by the player yet; one given still counts for the learner.
      return { name: 'webinar', playable: component.data.urls.some(usable), transcript: hasText(component.fields.transcript), video: true };
    case 'audio':
      return { name: 'audio', playable: usable(component.data.url), transcript: hasText(component.data.transcript), video: false };
    default:
      return null;
  }
}

/** A media block's caption tracks the player cannot find, and media a learner who cannot hear has nothing for. */
export function captionFindings(component: DeliveredComponent, allowHttp: boolean): Diagnostic[] {
  const media = mediaOf(component, allowHttp);
  if (!media) return [];
  return [...unreadTrackFindings(component, media.name), ...missingCaptionFindings(component, media, allowHttp)];
}

/**
 * A media field named like a caption track (caption, subtitle, vtt, track) in no spelling the
 * player reads: its track would never be shown, and the video would play uncaptioned without a word.
 */
function unreadTrackFindings(component: DeliveredComponent, name: string): Diagnostic[] {
  return unreadTrackFields(component.fields).map((field) =>
    diagnostic('track_unread', `${name} field "${field}" looks like a caption track but the player does not read it: give the track as captions: [{ src, srclang }] or captions_url (the spellings read are in docs/assumptions.md)`, `${component.path}.${field}`),
  );
}

/**
 * Media a learner who cannot hear has nothing for: no caption track (the spellings of
 * readMediaTracks, as the player reads them, a URL the player would load) and no transcript. A
 * video with a transcript but no captions is noted (WCAG 1.2.2 asks for captions on prerecorded
 * video). Media with nothing to play yet (pending, failed, no usable URL) has nothing to caption.
 */
function missingCaptionFindings(component: DeliveredComponent, media: MediaFacts, allowHttp: boolean): Diagnostic[] {
  if (!media.playable) return [];
  const captioned = readMediaTracks(component.fields).some((track) => (track.kind === 'captions' || track.kind === 'subtitles') && safeUrl(track.src, { allowHttp }) !== null);
  if (captioned) return [];
  if (!media.transcript) {
    return [diagnostic('captions_missing', `${media.name} has no captions and no transcript: a learner who cannot hear it has no alternative (WCAG 1.2.1, 1.2.2); add a caption track (captions: [{ src, srclang }]) or a transcript`, component.path)];
  }
  if (!media.video) return [];
  return [diagnostic('captions_missing', `${media.name} has a transcript but no captions: WCAG 1.2.2 asks for captions on prerecorded video (captions: [{ src, srclang }])`, component.path, 'info')];
}
