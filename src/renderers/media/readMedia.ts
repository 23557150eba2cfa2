import { safeUrl } from '../../controls/safeUrl';
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

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

/** Reads video, talking-avatar and ai-video blocks (spec 2.4, 2.8 rules 6 and 7). */
export function readMedia(fields: unknown): MediaFields {
  const source = asRecord(fields);
  const status = source.video_status;
  const expires = typeof source.expires_at === 'string' ? Date.parse(source.expires_at) : Number.NaN;
  const duration = source.duration_seconds;
  return {
    title: text(source.title),
    status: status === 'ready' || status === 'pending' || status === 'failed' ? status : 'unknown',
    src: safeUrl(source.video_url ?? source.url),
    poster: safeUrl(source.poster_url),
    expiresAt: Number.isNaN(expires) ? null : expires,
    durationSeconds: typeof duration === 'number' && Number.isFinite(duration) && duration > 0 ? duration : null,
    fallbackHtml: text(source.fallback_html) ?? '',
    transcript: text(source.transcript),
  };
}

/** A client never plays a signed URL past its expiry (spec 2.8 rule 6). */
export function isPlayable(media: MediaFields, now: number): boolean {
  return media.status === 'ready' && media.src !== null && (media.expiresAt === null || media.expiresAt > now);
}
