import { asRecord, firstPresent } from '../read';
import type { Spelling } from '../spellings';
import { outlineReaders } from './outlineReaders';
import type { MediaOutline } from './readDisplayKinds';
import { readMediaTracks, type MediaTrack } from './readMediaTracks';

// Video, audio and webinars in full, read by their renderers' chunks (viewOf) and by the check: a
// page whose course has none never loads this. URLs stay raw: renderers pass each through safeUrl.

/** The strings under `keys`, in order: the candidates a renderer tries until one is safe. */
const strings = (source: Readonly<Record<string, unknown>>, keys: readonly string[]): string[] => keys.map((key) => source[key]).filter((value): value is string => typeof value === 'string');

/** video, talking-avatar and ai-video (spec 2.4, 2.8 rules 6 and 7). */
export interface MediaData extends MediaOutline {
  title: string | null;
  /** `video_status` when it is one the spec names; null when the payload gives none (a plain `video` has none). */
  status: 'ready' | 'pending' | 'failed' | 'unknown' | null;
  /** The video URL's spellings, first first. */
  urls: readonly string[];
  posterUrls: readonly string[];
  /** Epoch ms after which the signed URL must not be used, or null. */
  expiresAt: number | null;
  /** Caption, subtitle and description tracks (WebVTT), in the payload's order. */
  tracks: readonly MediaTrack[];
  /** The described-video alternative's URL spellings (the same video with audio description), first first. */
  describedUrls: readonly string[];
}

export function readMedia(fields: unknown): MediaData {
  const source = asRecord(fields);
  const status = source.video_status;
  const expires = typeof source.expires_at === 'string' ? Date.parse(source.expires_at) : Number.NaN;
  return {
    ...outlineReaders.readMediaOutline(source),
    title: outlineReaders.nonBlankText(source.title),
    status: status === 'ready' || status === 'pending' || status === 'failed' ? status : status === undefined || status === null || status === '' ? null : 'unknown',
    urls: strings(source, ['video_url', 'url', 'src'] satisfies Spelling<'MediaComponentPayload', 'video_url'>),
    posterUrls: strings(source, ['poster_url', 'poster', 'thumbnail_url'] satisfies Spelling<'MediaComponentPayload', 'poster_url'>),
    expiresAt: Number.isNaN(expires) ? null : expires,
    tracks: readMediaTracks(source),
    describedUrls: strings(source, ['described_video_url', 'audio_description_url', 'audio_described_url'] satisfies Spelling<'MediaComponentPayload', 'described_video_url'>),
  };
}

/** Audio, with its transcript. */
export interface AudioData {
  title: string | null;
  /** The first URL spelling given (url, audio_url): only it is tried. */
  url: string | null;
  transcript: string | null;
}

export function readAudio(fields: unknown): AudioData {
  const source = asRecord(fields);
  const url = firstPresent(source, ['url', 'audio_url'] satisfies Spelling<'AudioComponentPayload', 'url'>);
  return {
    title: typeof source.title === 'string' ? source.title : null,
    url: typeof url === 'string' ? url : null,
    transcript: typeof source.transcript === 'string' ? source.transcript : null,
  };
}

/** A webinar: the spec does not name its link field (docs/assumptions.md). */
export interface WebinarData {
  title: string | null;
  /** Every spelling of its link, first first: the first that passes safeUrl wins. */
  urls: readonly string[];
  /** `starts_at` as given, or null. */
  startsAt: string | null;
  /** Caption and subtitle files of the session or its recording, offered as links beside it. */
  tracks: readonly MediaTrack[];
}

export function readWebinar(fields: unknown): WebinarData {
  const source = asRecord(fields);
  return {
    title: typeof source.title === 'string' ? source.title : null,
    urls: strings(source, ['url', 'embed_url', 'join_url', 'src', 'href', 'link'] satisfies Spelling<'WebinarEmbedComponentPayload', 'url'>),
    startsAt: typeof source.starts_at === 'string' ? source.starts_at : null,
    tracks: readMediaTracks(source),
  };
}
