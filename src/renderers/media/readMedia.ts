import { safeUrl, type SafeUrlOptions } from '../../controls/safeUrl';
import { asRecord } from '../../model/read';

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

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);
const firstSafe = (options: SafeUrlOptions, ...values: unknown[]): string | null => values.map((value) => safeUrl(value, options)).find((url) => url !== null) ?? null;

/**
 * Reads video, talking-avatar and ai-video blocks (spec 2.4, 2.8 rules 6 and 7) tolerantly
 * (docs/assumptions.md): a block without `video_status` (a plain `video` has none) is ready when
 * it has a usable URL.
 */
export function readMedia(fields: unknown, options: SafeUrlOptions = {}): MediaFields {
  const source = asRecord(fields);
  const status = source.video_status;
  const expires = typeof source.expires_at === 'string' ? Date.parse(source.expires_at) : Number.NaN;
  const duration = source.duration_seconds;
  const src = firstSafe(options, source.video_url, source.url, source.src);
  const unstated = status === undefined || status === null || status === '';
  return {
    title: text(source.title),
    status: status === 'ready' || status === 'pending' || status === 'failed' ? status : unstated && src ? 'ready' : 'unknown',
    src,
    poster: firstSafe(options, source.poster_url, source.poster, source.thumbnail_url),
    expiresAt: Number.isNaN(expires) ? null : expires,
    durationSeconds: typeof duration === 'number' && Number.isFinite(duration) && duration > 0 ? duration : null,
    fallbackHtml: text(source.fallback_html) ?? '',
    transcript: text(source.transcript),
  };
}

/** Whether the block plays at `now`; a client never plays a signed URL past its expiry (spec 2.8 rule 6). */
export function mediaPlayback(media: MediaFields, now: number): MediaPlayback {
  if (media.status === 'pending' || media.status === 'failed') return media.status;
  if (media.status !== 'ready' || media.src === null) return 'unavailable';
  return media.expiresAt !== null && media.expiresAt <= now ? 'expired' : 'playable';
}
