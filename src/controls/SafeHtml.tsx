import { useMemo, type ElementType } from 'react';
import { sanitizeHtml } from './sanitizeHtml';

export interface SafeHtmlProps {
  /** Untrusted HTML from the payload. */
  html: unknown;
  /** Element to render; a div unless the content is inline. @default 'div' */
  as?: ElementType;
  className?: string;
  id?: string;
}

/** The one place payload HTML reaches the DOM, always through DOMPurify. */
export function SafeHtml({ html, as: Element = 'div', className, id }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  // On the server there is no DOM to sanitize with: render an empty shell and fill it on the client.
  return (
    <Element
      className={className}
      id={id}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: clean ?? '' }}
    />
  );
}
