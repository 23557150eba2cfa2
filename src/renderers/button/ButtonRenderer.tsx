import { safeUrl } from '../../controls/safeUrl';
import { asRecord } from '../../model/read';
import type { Block } from '../../model/types';
import type { RendererProps } from '../../registry/types';

/** A content button: a link to a resource when it has a safe URL, otherwise its label as text. */
export function ButtonRenderer({ block, allowHttp }: RendererProps<Block>) {
  const fields = asRecord(block.fields);
  const label = typeof fields.label === 'string' && fields.label.trim() !== '' ? fields.label : block.title ?? '';
  const href = safeUrl(fields.url ?? fields.href, { allowHttp });
  if (!href) return label ? <p>{label}</p> : null;
  return (
    <a className="method-button" data-variant="secondary" href={href} target="_blank" rel="noopener noreferrer">
      {label || href}
    </a>
  );
}
