import type { CSSProperties } from 'react';
import type { Block } from '../../model/types';
import type { RendererProps } from '../../registry/types';
import { readImage } from './readImage';

/** An image with its caption; the aspect ratio is reserved before load so nothing jumps. */
export function ImageRenderer({ block, allowHttp }: RendererProps<Block>) {
  const image = readImage(block.fields, { allowHttp });
  const style = image.aspectRatio ? ({ '--method-image-aspect': image.aspectRatio } as CSSProperties) : undefined;
  return (
    <figure className="method-figure" data-scene={image.isScene || undefined} style={style}>
      {image.src ? (
        <img className="method-figure__image" src={image.src} alt={image.alt} loading="lazy" decoding="async" />
      ) : (
        <div className="method-figure__placeholder" role="img" aria-label={image.alt || undefined} />
      )}
      {image.caption && <figcaption className="method-figure__caption">{image.caption}</figcaption>}
    </figure>
  );
}
