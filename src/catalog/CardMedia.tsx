import { useState, type CSSProperties } from 'react';

export interface CardMediaProps {
  /** Already through safeUrl; null shows the placeholder. */
  url: string | null;
  alt: string;
  /** Normalized "W / H", or null for the stylesheet default. */
  aspectRatio: string | null;
}

/** The card image at its aspect ratio, or a tidy placeholder when there is none or it fails. */
export function CardMedia({ url, alt, aspectRatio }: CardMediaProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  // The only inline style the library sets: a CSS custom property the stylesheet reads.
  const style = aspectRatio ? ({ '--method-card-aspect': aspectRatio } as CSSProperties) : undefined;
  const showImage = url !== null && url !== failedUrl;
  return (
    <div className="method-card__media" style={style}>
      {showImage ? (
        <img
          className="method-card__image"
          src={url}
          alt={alt}
          loading="lazy"
          decoding="async"
          onError={() => setFailedUrl(url)}
        />
      ) : (
        <div className="method-card__placeholder" data-testid="method-card-placeholder" aria-hidden="true" />
      )}
    </div>
  );
}
