import { asRecord } from '../read';
import { readMediaCompletion, type MediaCompletionRule } from './readMediaCompletion';
import { readMediaTracks, type MediaTrack } from './readMediaTracks';

// Components the learner only looks at. Their URLs stay raw here: whether one may be used depends
// on the player's `allowHttp`, so renderers pass each through safeUrl (src/controls/safeUrl.ts).

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);
const trimmed = (value: unknown): string | null => text(value)?.trim() ?? null;
/** The strings among `values`, in order: the candidates a renderer tries until one is safe. */
const strings = (...values: unknown[]): string[] => values.filter((value): value is string => typeof value === 'string');

/** video, talking-avatar and ai-video (spec 2.4, 2.8 rules 6 and 7). */
export interface MediaData {
  title: string | null;
  /** `video_status` when it is one the spec names; null when the payload gives none (a plain `video` has none). */
  status: 'ready' | 'pending' | 'failed' | 'unknown' | null;
  /** The video URL's spellings, first first. */
  urls: readonly string[];
  posterUrls: readonly string[];
  /** Epoch ms after which the signed URL must not be used, or null. */
  expiresAt: number | null;
  durationSeconds: number | null;
  fallbackHtml: string;
  transcript: string | null;
  /** Caption, subtitle and description tracks (WebVTT), in the payload's order. */
  tracks: readonly MediaTrack[];
  /** The described-video alternative's URL spellings (the same video with audio description), first first. */
  describedUrls: readonly string[];
  /** The block's own completion rule, or null to follow the host's. */
  completion: MediaCompletionRule | null;
}

export function readMedia(fields: unknown): MediaData {
  const source = asRecord(fields);
  const status = source.video_status;
  const expires = typeof source.expires_at === 'string' ? Date.parse(source.expires_at) : Number.NaN;
  const duration = source.duration_seconds;
  return {
    title: text(source.title),
    status: status === 'ready' || status === 'pending' || status === 'failed' ? status : status === undefined || status === null || status === '' ? null : 'unknown',
    urls: strings(source.video_url, source.url, source.src),
    posterUrls: strings(source.poster_url, source.poster, source.thumbnail_url),
    expiresAt: Number.isNaN(expires) ? null : expires,
    durationSeconds: typeof duration === 'number' && Number.isFinite(duration) && duration > 0 ? duration : null,
    fallbackHtml: text(source.fallback_html) ?? '',
    transcript: text(source.transcript),
    tracks: readMediaTracks(source),
    describedUrls: strings(source.described_video_url, source.audio_description_url, source.audio_described_url),
    completion: readMediaCompletion(source),
  };
}

/** An image (spec 2.8 rule 5). */
export interface ImageData {
  /** The first URL spelling given (url, image_url, src), whatever it holds: only it is tried. */
  url: string | null;
  alt: string;
  caption: string | null;
  /** CSS aspect-ratio value such as "16 / 9", or null. */
  aspectRatio: string | null;
  isScene: boolean;
}

export function readImage(fields: unknown): ImageData {
  const source = asRecord(fields);
  const ratio = trimmed(source.aspect_ratio)?.match(/^(\d+(?:\.\d+)?)\s*[/:x]\s*(\d+(?:\.\d+)?)$/);
  const url = source.url ?? source.image_url ?? source.src;
  return {
    url: typeof url === 'string' ? url : null,
    alt: trimmed(source.alt) ?? '',
    caption: trimmed(source.caption),
    aspectRatio: ratio ? `${ratio[1]} / ${ratio[2]}` : null,
    isScene: source.source === 'method_patient_image',
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
  const url = source.url ?? source.audio_url;
  return {
    title: typeof source.title === 'string' ? source.title : null,
    url: typeof url === 'string' ? url : null,
    transcript: typeof source.transcript === 'string' ? source.transcript : null,
  };
}

/** A content button: a label and, perhaps, a link. */
export interface ButtonData {
  /** '' when the payload gives none (the renderer falls back on the block title). */
  label: string;
  /** The first URL spelling given (url, href): only it is tried. */
  url: string | null;
}

export function readButton(fields: unknown): ButtonData {
  const source = asRecord(fields);
  const url = source.url ?? source.href;
  return { label: text(source.label) ?? '', url: typeof url === 'string' ? url : null };
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
    urls: strings(source.url, source.embed_url, source.join_url, source.src, source.href, source.link),
    startsAt: typeof source.starts_at === 'string' ? source.starts_at : null,
    tracks: readMediaTracks(source),
  };
}
