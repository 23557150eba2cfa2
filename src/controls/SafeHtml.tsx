import { useId, useMemo, useSyncExternalStore, type ElementType } from 'react';
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

const neverChanges = () => () => {};

/**
 * The markup the server sent for this element, read while hydrating. Server and browser both run
 * DOMPurify, but over different DOMs (jsdom, the page), and an edge server may have had none:
 * hydrating with the server's own string keeps hydration exact whatever they produced. That string
 * is already on the page, so reading it back trusts nothing new.
 */
function serverMarkup(marker: string): string | null {
  if (typeof document === 'undefined') return null;
  return document.querySelector(`[data-method-html="${CSS.escape(marker)}"]`)?.innerHTML ?? null;
}

/** What SafeHtml puts on its element: the `data-method-html` marker and the inner markup. */
export interface SafeMarkup {
  marker: string;
  markup: string;
}

/**
 * SafeHtml's work without its element, for a component that draws the element itself (an html
 * block: one component fewer per block on a screen of thousands, issue 10). Spread `marker` as
 * `data-method-html` and `markup` as `dangerouslySetInnerHTML`, or hydration loses the server's string.
 */
export function useSafeHtml(html: unknown, transform?: (clean: string) => string): SafeMarkup {
  const marker = useId();
  // True on the server and while hydrating; false in a client render, including right after hydration.
  const fromServer = useSyncExternalStore(neverChanges, () => false, () => true);
  const clean = useMemo(() => {
    const sanitized = sanitizeHtml(html);
    const shaped = sanitized !== null && transform ? transform(sanitized) : sanitized;
    // Under a Trusted Types CSP a plain string in innerHTML is a violation (docs/reliability.md).
    return shaped === null ? null : sanitizedToTrusted(breakLongWords(shaped));
  }, [html, transform]);
  return { marker, markup: (fromServer ? serverMarkup(marker) : null) ?? clean ?? '' };
}

/** The one place payload HTML reaches the DOM, always through DOMPurify (on the server too). */
export function SafeHtml({ html, as: Element = 'div', className, id, transform }: SafeHtmlProps) {
  const { marker, markup } = useSafeHtml(html, transform);
  return <Element className={className} id={id} data-method-html={marker} dangerouslySetInnerHTML={{ __html: markup }} />;
}
