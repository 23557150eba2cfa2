import { asRecord } from '../read';

/**
 * Caption, subtitle and description tracks (WebVTT) of a media block. The spec names no field for
 * them, so the likely spellings are read (docs/assumptions.md): `captions`, `subtitles`, `tracks`,
 * `text_tracks` (a list, one object, or a URL each) and `captions_url`; an entry's URL as `src`,
 * `url` or `file`, its language as `srclang`, `language` or `lang`. URLs stay raw: the renderer
 * passes each through safeUrl with the player's `allowHttp`.
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

function readTrack(entry: unknown, kindOfField: MediaTrackKind): MediaTrack | null {
  if (typeof entry === 'string') return text(entry) ? { src: entry.trim(), kind: kindOfField, srclang: null, label: null, isDefault: false } : null;
  const source = asRecord(entry);
  const src = text(source.src) ?? text(source.url) ?? text(source.file);
  if (!src) return null;
  const kind = text(source.kind)?.toLowerCase();
  return {
    src,
    kind: KINDS.find((known) => known === kind) ?? kindOfField,
    srclang: text(source.srclang) ?? text(source.language) ?? text(source.lang),
    label: text(source.label) ?? text(source.name),
    isDefault: source.default === true || source.is_default === true,
  };
}

const entriesOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined || value === null ? [] : [value]);

/** Every track a block or a host names, in the order given, each URL once; unreadable entries are skipped. */
export function readMediaTracks(fields: unknown): MediaTrack[] {
  const source = asRecord(fields);
  const fromFields: Array<[unknown, MediaTrackKind]> = [
    [source.captions, 'captions'],
    [source.captions_url, 'captions'],
    [source.subtitles, 'subtitles'],
    [source.tracks, 'captions'],
    [source.text_tracks, 'captions'],
  ];
  return uniqueTracks(fromFields.flatMap(([value, kind]) => entriesOf(value).map((entry) => readTrack(entry, kind))));
}

/** A host's tracks for one block (the `mediaTracks` prop), read like a payload's. */
export function readHostTracks(entries: readonly MediaTrackInput[] | undefined): MediaTrack[] {
  return uniqueTracks((entries ?? []).map((entry) => readTrack(entry, 'captions')));
}

function uniqueTracks(tracks: ReadonlyArray<MediaTrack | null>): MediaTrack[] {
  const seen = new Set<string>();
  return tracks.filter((track): track is MediaTrack => track !== null && !seen.has(track.src) && (seen.add(track.src), true));
}
