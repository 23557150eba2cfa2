import { asRecord, firstPresent } from '../read';
import type { Spelling } from '../spellings';
import { readMediaCompletion, type MediaCompletionRule } from './readMediaCompletion';

// Components the learner only looks at. Their URLs stay raw here: whether one may be used depends
// on the player's `allowHttp`, so renderers pass each through safeUrl (src/controls/safeUrl.ts).
// Media, audio and webinars are read in full by their chunks (readMediaKinds.ts); here is only the
// outline the player's Continue rule needs before they load.

/** A string that is not blank, as given; else null. */
export const nonBlankText = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);
const trimmed = (value: unknown): string | null => nonBlankText(value)?.trim() ?? null;

/**
 * What the player needs of a video before its chunk loads: what its watching rule measures
 * (Continue waits on it) and whether a transcript can stand in. The rest (URLs, tracks, status) is
 * readMedia's, in the media chunk (src/model/fields/readMediaKinds.ts).
 */
export interface MediaOutline {
  durationSeconds: number | null;
  fallbackHtml: string;
  transcript: string | null;
  /** The block's own completion rule, or null to follow the host's. */
  completion: MediaCompletionRule | null;
}

export function readMediaOutline(fields: unknown): MediaOutline {
  const source = asRecord(fields);
  const duration = source.duration_seconds;
  return {
    durationSeconds: typeof duration === 'number' && Number.isFinite(duration) && duration > 0 ? duration : null,
    fallbackHtml: nonBlankText(source.fallback_html) ?? '',
    transcript: nonBlankText(source.transcript),
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
  const url = firstPresent(source, ['url', 'image_url', 'src'] satisfies Spelling<'ImageComponentPayload', 'url'>);
  return {
    url: typeof url === 'string' ? url : null,
    alt: trimmed(source.alt) ?? '',
    caption: trimmed(source.caption),
    aspectRatio: ratio ? `${ratio[1]} / ${ratio[2]}` : null,
    isScene: source.source === 'method_patient_image',
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
  const url = firstPresent(source, ['url', 'href'] satisfies Spelling<'ButtonComponentPayload', 'url'>);
  return { label: nonBlankText(source.label) ?? '', url: typeof url === 'string' ? url : null };
}
