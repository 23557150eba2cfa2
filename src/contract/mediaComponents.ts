import type { ComponentBasePayload } from './components';

// Video, audio and webinars (spec 2.4 and 2.8 rules 6 and 7), and the caption tracks they carry:
// the spec names no field for tracks, so the spellings payloads use are read (docs/assumptions.md;
// ./spellings/media.ts).

/** Where a generated video stands: `ready` plays; `pending` and `failed` show the transcript; other values are kept as text. */
export type VideoStatus = 'ready' | 'pending' | 'failed' | (string & {});

/** One caption, subtitle or description track (WebVTT), given as an object. */
export interface MediaTrackPayload {
  /** The WebVTT file's absolute https URL. */
  src: string;
  /** `captions`, `subtitles`, `descriptions` or `chapters`; the field's own kind when absent. */
  kind?: 'captions' | 'subtitles' | 'descriptions' | 'chapters' | (string & {});
  /** The language of the cues (BCP 47), which picks the track shown by default. */
  srclang?: string;
  /** The track's name in the player's captions menu. */
  label?: string;
  /** Whether the author asks for this track to show by default. */
  default?: boolean;
}

/** A track field's value: one track's URL, one track, or a list of either. */
export type MediaTrackFieldPayload = string | MediaTrackPayload | Array<string | MediaTrackPayload>;

/** The caption tracks a video or a webinar may carry; also read from single-URL fields named after a track (`subtitles_url`, `vtt_url`…). */
export interface CaptionTracksPayload extends ComponentBasePayload {
  /** Caption tracks. */
  captions?: MediaTrackFieldPayload;
  /** Subtitle tracks (their kind is `subtitles` unless an entry says otherwise). */
  subtitles?: MediaTrackFieldPayload;
  /** Tracks of any kind (`captions` unless an entry says otherwise). */
  tracks?: MediaTrackFieldPayload;
  /** Tracks of any kind, as `tracks`. */
  text_tracks?: MediaTrackFieldPayload;
  /** A caption track's URL. */
  captions_url?: MediaTrackFieldPayload;
}

/** Playable media (video, talking-avatar, ai-video; spec 2.4 and 2.8 rule 6). */
export interface MediaComponentPayload extends CaptionTracksPayload {
  /** Whether the generated video can play; a plain `video` has none and plays when its URL is usable. */
  video_status?: VideoStatus;
  /** The video's absolute https URL (a signed one expires: `expires_at`). */
  video_url?: string | null;
  /** When the signed `video_url` stops working (ISO 8601); the player asks for a fresh one before. */
  expires_at?: string | null;
  /** The still shown before the video plays. */
  poster_url?: string | null;
  /** The video's length in seconds, until the video itself says. */
  duration_seconds?: number | null;
  /** What stands in for a video that cannot play, as HTML. */
  fallback_html?: string;
  /** Every word said, one click away beside the video. */
  transcript?: string;
  /** The same video with audio description, offered as "Watch with audio description". */
  described_video_url?: string;
  /** When the block counts as watched: `watched` (a share of it played), `ended` or `off`; the host's rule when absent. */
  completion_rule?: 'watched' | 'ended' | 'off' | (string & {});
  /** The share to play for `watched` or `ended`: 0.9, 90 or "90%" (95% when absent). */
  completion_threshold?: number | string;
}

/** An `audio` block, with its transcript. */
export interface AudioComponentPayload extends ComponentBasePayload {
  /** The audio's absolute https URL. */
  url?: string;
  /** Every word said. */
  transcript?: string;
}

/** A `webinar-embed` block: a live or recorded session, opened on its own site in a new tab. */
export interface WebinarEmbedComponentPayload extends CaptionTracksPayload {
  /** The session's link: the first spelling that is an absolute https URL is used. */
  url?: string;
  /** When the session starts (ISO 8601 with its zone), shown in the learner's time zone. */
  starts_at?: string;
  /** Every word said in the recording. */
  transcript?: string;
}
