import type { AudioComponentPayload, MediaComponentPayload, MediaTrackPayload, WebinarEmbedComponentPayload } from '../../contract/mediaComponents';
import type { SpellingsOf } from './spellingsOf';

/** The spellings of the media kinds' fields (video, talking-avatar, ai-video, audio, webinar-embed) and of a caption track's, by wire type. */
export interface MediaSpellings {
  MediaComponentPayload: SpellingsOf<
    MediaComponentPayload,
    {
      video_url: readonly ['video_url', 'url', 'src'];
      poster_url: readonly ['poster_url', 'poster', 'thumbnail_url'];
      described_video_url: readonly ['described_video_url', 'audio_description_url', 'audio_described_url'];
      completion_rule: readonly ['completion_rule', 'complete_on', 'completion'];
      completion_threshold: readonly ['completion_threshold', 'watched_share', 'completion_percent'];
    }
  >;
  AudioComponentPayload: SpellingsOf<AudioComponentPayload, { url: readonly ['url', 'audio_url'] }>;
  WebinarEmbedComponentPayload: SpellingsOf<WebinarEmbedComponentPayload, { url: readonly ['url', 'embed_url', 'join_url', 'src', 'href', 'link'] }>;
  MediaTrackPayload: SpellingsOf<MediaTrackPayload, { src: readonly ['src', 'url', 'file']; srclang: readonly ['srclang', 'language', 'lang']; label: readonly ['label', 'name']; default: readonly ['default', 'is_default'] }>;
}
