import { asRecord } from '../../model/read';

/**
 * One timed-text track a media block names. The spec has no field for them: these are the
 * spellings seen in the wild (docs/assumptions.md). The URL stays raw, as the block's other URLs
 * do: whoever uses it passes it through safeUrl.
 */
export interface TextTrackData {
  url: string;
  language: string | null;
  label: string | null;
  /** `captions`, `subtitles`, `descriptions`, `chapters`, … lower case, as delivered or implied by the field. */
  kind: string;
  isDefault: boolean;
}

/** Fields that hold tracks, with the kind an entry without `kind` has there. */
const TRACK_FIELDS = [
  ['captions', 'captions'],
  ['subtitles', 'subtitles'],
  ['tracks', 'captions'],
  ['text_tracks', 'captions'],
  ['captions_url', 'captions'],
] as const;

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

function readEntry(entry: unknown, impliedKind: string): TextTrackData | null {
  if (typeof entry === 'string') return text(entry) ? { url: entry, language: null, label: null, kind: impliedKind, isDefault: false } : null;
  const source = asRecord(entry);
  const url = typeof source.src === 'string' ? source.src : typeof source.url === 'string' ? source.url : null;
  if (url === null || url.trim() === '') return null;
  return {
    url,
    language: text(source.srclang) ?? text(source.language),
    label: text(source.label),
    kind: text(source.kind)?.toLowerCase() ?? impliedKind,
    isDefault: source.default === true,
  };
}

/** Every track a block's fields name, in field order: a list of entries, one entry, or a bare URL. */
export function readTextTracks(fields: unknown): TextTrackData[] {
  const source = asRecord(fields);
  const tracks: TextTrackData[] = [];
  for (const [key, impliedKind] of TRACK_FIELDS) {
    const value = source[key];
    for (const entry of Array.isArray(value) ? value : [value]) {
      const track = readEntry(entry, impliedKind);
      if (track) tracks.push(track);
    }
  }
  return tracks;
}

/** A track a learner can read along with: captions or subtitles (an entry without a kind is one). */
export const isCaptionTrack = (track: TextTrackData): boolean => track.kind === 'captions' || track.kind === 'subtitles';
