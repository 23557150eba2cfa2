import { safeUrl } from '../../controls/safeUrl';
import { readHostTracks, type MediaTrack, type MediaTrackInput } from '../../model/fields/readMediaTracks';

/** A track the video may load: its URL passed the allowlist. */
export type PlayableTrack = MediaTrack;

/**
 * The payload's tracks, then the host's, each URL through the allowlist, each once. A host's
 * relative URL is read against `base` (the page) and, landing on the page's own origin, is the
 * host's own file: it is kept whatever the page's scheme (a local http preview included).
 */
export function playableTracks(payload: readonly MediaTrack[], host: readonly MediaTrackInput[], options: { allowHttp?: boolean; base?: string }): PlayableTrack[] {
  const hostTracks = readHostTracks(host).map((track) => ({ ...track, src: absolute(track.src, options.base), own: true }));
  const seen = new Set<string>();
  const playable: PlayableTrack[] = [];
  for (const { own, ...track } of [...payload.map((track) => ({ ...track, own: false })), ...hostTracks]) {
    const src = own && options.base && !isCrossOrigin(track.src, new URL(options.base).origin) ? track.src : safeUrl(track.src, options);
    if (src === null || seen.has(src)) continue;
    seen.add(src);
    playable.push({ ...track, src });
  }
  return playable;
}

function absolute(src: string, base: string | undefined): string {
  if (!base) return src;
  try {
    return new URL(src, base).href;
  } catch {
    return src;
  }
}

const isCaption = (track: PlayableTrack) => track.kind === 'captions' || track.kind === 'subtitles';
const primary = (language: string) => language.toLowerCase().split('-')[0];

/**
 * The caption track that shows when the video loads: one in the learner's language (exact, then
 * by primary language, captions before subtitles), else the one marked default, else the first
 * caption track; -1 when there is none. Captions are on by default (WCAG 1.2.2).
 */
export function defaultTrackIndex(tracks: readonly PlayableTrack[], language: string): number {
  const captions = tracks.map((track, index) => ({ track, index })).filter(({ track }) => isCaption(track));
  const wanted = language.toLowerCase();
  const byKind = (a: { track: PlayableTrack }, b: { track: PlayableTrack }) => Number(a.track.kind !== 'captions') - Number(b.track.kind !== 'captions');
  const exact = captions.filter(({ track }) => track.srclang?.toLowerCase() === wanted).sort(byKind)[0];
  const sameLanguage = captions.filter(({ track }) => track.srclang && primary(track.srclang) === primary(wanted)).sort(byKind)[0];
  const marked = captions.find(({ track }) => track.isDefault);
  return (exact ?? sameLanguage ?? marked ?? captions[0])?.index ?? -1;
}

/** Whether a track would be fetched from another origin than the page's (the video then needs `crossorigin`). */
export function isCrossOrigin(src: string, pageOrigin: string | undefined): boolean {
  if (!pageOrigin) return false;
  try {
    return new URL(src).origin !== pageOrigin;
  } catch {
    return false;
  }
}
