import { useCallback } from 'react';
import { SafeHtml } from '../../controls/SafeHtml';
import { linkReferenceMarkers } from '../../course/referenceMarkers';
import type { HtmlBlock } from '../../model/types';
import type { RendererProps } from '../../registry/types';

/** html, content and rich-text blocks: sanitized prose with [N] markers linked to the references. */
export function HtmlRenderer({ block, course }: RendererProps<HtmlBlock>) {
  const linkMarkers = useCallback((clean: string) => linkReferenceMarkers(clean, course.references), [course.references]);
  return (
    <>
      {block.title && <h3>{block.title}</h3>}
      <SafeHtml className="method-prose" html={block.html} transform={linkMarkers} />
    </>
  );
}
