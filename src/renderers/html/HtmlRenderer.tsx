import { useSafeHtml } from '../../controls/SafeHtml';
import { linkReferenceMarkers } from '../../controls/referenceMarkers';
import type { HtmlBlock } from '../../model/types';
import type { RendererProps } from '../../registry/types';

type Transform = (clean: string) => string;
const linkers = new WeakMap<object, Transform>();

/**
 * The transform that links [N] markers to this course's references, one per references list (not
 * a callback per block: a screen may hold thousands); none when there are no references.
 */
function markerLinker(references: unknown): Transform | undefined {
  if (!Array.isArray(references) || references.length === 0) return undefined;
  let linker = linkers.get(references);
  if (!linker) linkers.set(references, (linker = (clean) => linkReferenceMarkers(clean, references)));
  return linker;
}

/**
 * html, content and rich-text blocks: sanitized prose with [N] markers linked to the references.
 * SafeHtml's element is its own (useSafeHtml): one component fewer per block.
 */
export function HtmlRenderer({ block, course }: RendererProps<HtmlBlock>) {
  const prose = useSafeHtml({ html: block.data.html, className: 'method-prose', transform: markerLinker(course.references) });
  return (
    <>
      {block.title && <h3>{block.title}</h3>}
      {prose}
    </>
  );
}
