import { safeUrl, type SafeUrlOptions } from '../../controls/safeUrl';
import type { MediaData } from '../../model/fields/readMediaKinds';

export interface MediaFields {
  title: string | null;
  status: 'ready' | 'pending' | 'failed' | 'unknown';
  src: string | null;
  poster: string | null;
  /** Epoch ms after which the signed URL must not be used, or null. */
  expiresAt: number | null;
  durationSeconds: number | null;
  fallbackHtml: string;
  transcript: string | null;
}

/** What a media block can do now: play, or which reason it shows its summary for. */
export type MediaPlayback = 'playable' | 'pending' | 'failed' | 'expired' | 'unavailable';

const firstSafe = (urls: readonly string[], options: SafeUrlOptions): string | null => {
  for (const url of urls) {
    const safe = safeUrl(url, options);
    if (safe !== null) return safe;
  }
  return null;
};

/**
 * What a video, talking-avatar or ai-video block shows, its URLs through the allowlist
 * (docs/assumptions.md): a block without `video_status` (a plain `video` has none) is ready when it
 * has a usable URL.
 */
export function mediaFields(data: MediaData, options: SafeUrlOptions = {}): MediaFields {
  const src = firstSafe(data.urls, options);
  return {
    title: data.title,
    status: data.status ?? (src ? 'ready' : 'unknown'),
    src,
    poster: firstSafe(data.posterUrls, options),
    expiresAt: data.expiresAt,
    durationSeconds: data.durationSeconds,
    fallbackHtml: data.fallbackHtml,
    transcript: data.transcript,
  };
}

/** Whether the block plays at `now`; a client never plays a signed URL past its expiry (spec 2.8 rule 6). */
export function mediaPlayback(media: MediaFields, now: number): MediaPlayback {
  if (media.status === 'pending' || media.status === 'failed') return media.status;
  if (media.status !== 'ready' || media.src === null) return 'unavailable';
  return media.expiresAt !== null && media.expiresAt <= now ? 'expired' : 'playable';
}
