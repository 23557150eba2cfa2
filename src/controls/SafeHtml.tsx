import { useMemo, type ElementType } from 'react';
import { breakLongWords } from './breakLongWords';
import { sanitizeHtml } from './sanitizeHtml';
import { sanitizedToTrusted } from './trustedHtml';

export interface SafeHtmlProps {
  /** Untrusted HTML from the payload. */
  html: unknown;
  /** Element to render; a div unless the content is inline. @default 'div' */
  as?: ElementType;
  className?: string;
  id?: string;
  /** Applied to the sanitized markup (e.g. linking [N] reference markers); must add only safe markup. */
  transform?: (clean: string) => string;
}

/** The one place payload HTML reaches the DOM, always through DOMPurify. */
export function SafeHtml({ html, as: Element = 'div', className, id, transform }: SafeHtmlProps) {
  const clean = useMemo(() => {
    const sanitized = sanitizeHtml(html);
    const markup = sanitized !== null && transform ? transform(sanitized) : sanitized;
    // Under a Trusted Types CSP a plain string in innerHTML is a violation (docs/reliability.md).
    return markup === null ? null : sanitizedToTrusted(breakLongWords(markup));
  }, [html, transform]);
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
