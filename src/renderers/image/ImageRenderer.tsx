import { useState, type CSSProperties } from 'react';
import { safeUrl } from '../../controls/safeUrl';
import type { BlockOf } from '../../model/types';
import type { RendererProps } from '../../registry/types';

/**
 * An image with its caption; the aspect ratio is reserved before load so nothing jumps. A URL the
 * allowlist refused and an image that failed to load are one state to the learner: the description
 * and a short notice inside the frame the image has, so nothing below moves when a load fails (WebKit has no scroll
 * anchoring: a frame collapsing above the learner's place moves what they are about to tap).
 * Rendered state: `data-image="failed"` on the figure.
 * An image sent without alt (the spec promises one; normalize reports it) is named by its caption,
 * else the block's title, else a neutral label: never `alt=""`, which would hide it as decorative.
 */
export function ImageRenderer({ block, allowHttp, strings }: RendererProps<BlockOf<'image'>>) {
  const image = block.data;
  const name = image.alt || image.caption || block.title || strings.imageUndescribed;
  const allowed = safeUrl(image.url, { allowHttp });
  // Keyed by URL, so a re-fetched payload with a new URL gets a fresh attempt.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const src = allowed !== failedSrc ? allowed : null;
  const style = image.aspectRatio ? ({ '--method-image-aspect': image.aspectRatio } as CSSProperties) : undefined;
  return (
    <figure className="method-figure" data-scene={image.isScene || undefined} data-image={src ? undefined : 'failed'} style={style}>
      {src ? (
        <img className="method-figure__image" src={src} alt={name} loading="lazy" decoding="async" onError={() => setFailedSrc(src)} />
      ) : (
        <div className="method-figure__placeholder">
          <p className="method-notice" data-tone="warning">{strings.imageFailed(image.alt)}</p>
        </div>
      )}
      {image.caption && <figcaption className="method-figure__caption">{image.caption}</figcaption>}
    </figure>
  );
}

