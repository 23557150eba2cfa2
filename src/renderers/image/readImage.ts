import { safeUrl, type SafeUrlOptions } from '../../controls/safeUrl';
import { asRecord } from '../../model/read';

export interface ImageFields {
  src: string | null;
  alt: string;
  caption: string | null;
  /** CSS aspect-ratio value such as "16 / 9", or null. */
  aspectRatio: string | null;
  isScene: boolean;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/** Reads an image component (spec 2.8 rule 5); the URL passes the https allowlist or is dropped. */
export function readImage(fields: unknown, options: SafeUrlOptions = {}): ImageFields {
  const source = asRecord(fields);
  const ratio = text(source.aspect_ratio)?.match(/^(\d+(?:\.\d+)?)\s*[/:x]\s*(\d+(?:\.\d+)?)$/);
  return {
    src: safeUrl(source.url ?? source.image_url ?? source.src, options),
    alt: text(source.alt) ?? '',
    caption: text(source.caption),
    aspectRatio: ratio ? `${ratio[1]} / ${ratio[2]}` : null,
    isScene: source.source === 'method_patient_image',
  };
}
