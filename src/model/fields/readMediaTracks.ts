import { asRecord } from '../read';
import type { Spelling } from '../spellings';

/**
 * Caption, subtitle and description tracks (WebVTT) of a media block. The spec names no field for
 * them, so the likely spellings are read (docs/assumptions.md): the list fields `captions`,
 * `subtitles`, `tracks`, `text_tracks`, and the single-URL fields an author names after a track
 * and a URL (`captions_url`, `subtitles_url`, `caption_url`, `captions_vtt`, `vtt_url`,
 * `track_url`, `transcript_vtt_url`…: TRACK_STEMS × URL_SUFFIXES), each read alike (a list, one
 * object, or a URL) and matched without regard to case, `_` or `-`. An entry's URL is `src`, `url`
 * or `file`, its language `srclang`, `language` or `lang`. URLs stay raw: the renderer passes each
 * through safeUrl with the player's `allowHttp`.
 */
export type MediaTrackKind = 'captions' | 'subtitles' | 'descriptions' | 'chapters';

export interface MediaTrack {
  src: string;
  kind: MediaTrackKind;
  /** BCP 47 language of the cues, or null when the payload does not say. */
  srclang: string | null;
  label: string | null;
  /** The author (or host) asked for this track to show by default. */
  isDefault: boolean;
}

/** A track as a host passes it (the `mediaTracks` prop), the same fields in the same spellings. */
export type MediaTrackInput = Readonly<Record<string, unknown>> | string;

const KINDS: readonly MediaTrackKind[] = ['captions', 'subtitles', 'descriptions', 'chapters'];
const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);
/** The first of `keys` holding non-blank text, trimmed. */
const firstText = (source: Readonly<Record<string, unknown>>, keys: readonly string[]): string | null => keys.map((key) => text(source[key])).find((found) => found !== null) ?? null;

function readTrack(entry: unknown, kindOfField: MediaTrackKind): MediaTrack | null {
  if (typeof entry === 'string') return text(entry) ? { src: entry.trim(), kind: kindOfField, srclang: null, label: null, isDefault: false } : null;
  const source = asRecord(entry);
  const src = firstText(source, ['src', 'url', 'file'] satisfies Spelling<'MediaTrackPayload', 'src'>);
  if (!src) return null;
  const kind = text(source.kind)?.toLowerCase();
  return {
    src,
    kind: KINDS.find((known) => known === kind) ?? kindOfField,
    srclang: firstText(source, ['srclang', 'language', 'lang'] satisfies Spelling<'MediaTrackPayload', 'srclang'>),
    label: firstText(source, ['label', 'name'] satisfies Spelling<'MediaTrackPayload', 'label'>),
    isDefault: (['default', 'is_default'] satisfies Spelling<'MediaTrackPayload', 'default'>).some((key) => source[key] === true),
  };
}

const entriesOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined || value === null ? [] : [value]);

/** A field name as compared: lower case, letters and digits only (captions_url, captionsUrl and captions-url are one). */
const keyOf = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The list fields, in the order their tracks come (the first caption track is the default's last resort). */
const LIST_FIELDS: ReadonlyArray<[string, MediaTrackKind]> = [['captions', 'captions'], ['subtitles', 'subtitles'], ['tracks', 'captions'], ['texttracks', 'captions']];
/** What a single-URL field is named after, and how it ends: a payload gave an avatar's track as `subtitles_url` and it played uncaptioned. */
export const TRACK_STEMS = ['caption', 'captions', 'subtitle', 'subtitles', 'track', 'texttrack', 'captiontrack', 'captionstrack', 'subtitletrack', 'subtitlestrack', 'vtt', 'webvtt', 'transcriptvtt'] as const;
export const URL_SUFFIXES = ['url', 'uri', 'src', 'href', 'link', 'file', 'vtt', 'vtturl'] as const;
const SINGLE_FIELDS = new Set<string>([...TRACK_STEMS.flatMap((stem) => URL_SUFFIXES.map((suffix) => stem + suffix)), 'vtt', 'webvtt', 'transcriptvtt']);

/** The kind a field's tracks take by default, and its place in the order; null for a field not read as tracks. */
function trackField(name: string): { kind: MediaTrackKind; rank: number } | null {
  const key = keyOf(name);
  const list = LIST_FIELDS.findIndex(([field]) => field === key);
  // captions_url came second (after captions) before the other single-URL spellings were read: it keeps its place.
  if (list !== -1) return { kind: LIST_FIELDS[list]![1], rank: list === 0 ? 0 : list + 1 };
  if (!SINGLE_FIELDS.has(key)) return null;
  return { kind: key.startsWith('subtitle') ? 'subtitles' : 'captions', rank: key === 'captionsurl' ? 1 : LIST_FIELDS.length + 1 };
}

/** Every track a block or a host names, in the order given, each URL once; unreadable entries are skipped. */
export function readMediaTracks(fields: unknown): MediaTrack[] {
  const source = asRecord(fields);
  const fromFields = Object.keys(source)
    .flatMap((name) => {
      const field = trackField(name);
      return field ? [{ value: source[name], ...field }] : [];
    })
    .sort((a, b) => a.rank - b.rank);
  return uniqueTracks(fromFields.flatMap(({ value, kind }) => entriesOf(value).map((entry) => readTrack(entry, kind))));
}

/** A block's fields that look like a caption track by name but are not read as one (the check warns on each). */
export function unreadTrackFields(fields: unknown): string[] {
  return Object.keys(asRecord(fields)).filter((name) => /caption|subtitle|vtt|track/i.test(name) && trackField(name) === null);
}

/** A host's tracks for one block (the `mediaTracks` prop), read like a payload's. */
export function readHostTracks(entries: readonly MediaTrackInput[] | undefined): MediaTrack[] {
  return uniqueTracks((entries ?? []).map((entry) => readTrack(entry, 'captions')));
}

function uniqueTracks(tracks: ReadonlyArray<MediaTrack | null>): MediaTrack[] {
  const seen = new Set<string>();
  return tracks.filter((track): track is MediaTrack => track !== null && !seen.has(track.src) && (seen.add(track.src), true));
}
