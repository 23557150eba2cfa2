import { safeUrl } from '../../controls/safeUrl';
import type { BlockOf } from '../../model/types';
import type { RendererProps } from '../../registry/types';

/** A content button: a link to a resource when it has a safe URL, otherwise its label as text. */
export function ButtonRenderer({ block, allowHttp }: RendererProps<BlockOf<'button'>>) {
  const label = block.data.label || (block.title ?? '');
  const href = safeUrl(block.data.url, { allowHttp });
  if (!href) return label ? <p>{label}</p> : null;
  return (
    <a className="method-button" data-variant="secondary" href={href} target="_blank" rel="noopener noreferrer">
      {label || href}
    </a>
  );
}
