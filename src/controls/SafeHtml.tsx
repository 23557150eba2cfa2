import { useContext, useId, type ElementType, type ReactElement } from 'react';
import { breakLongWords } from './breakLongWords';
import { KeepShownMarkupContext, useKeepShownMarkup } from './htmlRenderState';
import { isSanitizerReady, sanitizeHtml } from './sanitizeHtml';
import { memoEpoch } from './sanitizedMemo';
import { sanitizedToTrusted } from './trustedHtml';

/** Props of `<SafeHtml>`: the HTML to sanitize and render, and its element. */
export interface SafeHtmlProps {
  /** Untrusted HTML from the payload. */
  html: unknown;
  /** Element to render; a div unless the content is inline. @default 'div' */
  as?: ElementType;
  className?: string;
  id?: string;
  /**
   * Applied to the sanitized markup (e.g. linking [N] reference markers); must add only safe markup.
   * Its result is kept by function and input string, so it must depend on nothing else.
   */
  transform?: (clean: string) => string;
}

type Transform = (clean: string) => string;

const NO_TRANSFORM: Transform = (clean) => clean;
/**
 * Final markup by transform, then by input string: what a useMemo per element held, shared, so an
 * element keeps no memo of its own and a repeated or revisited string is shaped once. Bounded like
 * sanitizeHtml's memo: the oldest entry goes first, a very long string is not kept.
 */
let shapedBy = new WeakMap<Transform, Map<string, string>>();
let shapedEpoch = memoEpoch();
const KEEP_ENTRIES = 4096;
const KEEP_LONGEST = 100_000;

function shape(html: unknown, transform: Transform): string | null {
  const sanitized = sanitizeHtml(html);
  const shaped = sanitized !== null && transform !== NO_TRANSFORM ? transform(sanitized) : sanitized;
  // Under a Trusted Types CSP a plain string in innerHTML is a violation (docs/reliability.md).
  return shaped === null ? null : sanitizedToTrusted(breakLongWords(shaped));
}

function cleanMarkup(html: unknown, transform: Transform = NO_TRANSFORM): string | null {
  if (shapedEpoch !== memoEpoch()) {
    shapedBy = new WeakMap();
    shapedEpoch = memoEpoch();
  }
  if (typeof html !== 'string' || html.length > KEEP_LONGEST) return shape(html, transform);
  let shaped = shapedBy.get(transform);
  if (!shaped) shapedBy.set(transform, (shaped = new Map()));
  const kept = shaped.get(html);
  if (kept !== undefined) return kept;
  const clean = shape(html, transform);
  // null: no sanitizer yet or in this runtime (sanitizeHtml looks again on every call): nothing to keep.
  if (clean === null) return null;
  if (shaped.size >= KEEP_ENTRIES) shaped.delete(shaped.keys().next().value!);
  shaped.set(html, clean);
  return clean;
}

/**
 * The markup the server sent for this element, read while hydrating. Server and browser sanitize
 * over different DOMs (jsdom, the page; natively or not), and an edge server may have had none:
 * hydrating with the server's own string keeps hydration exact whatever they produced. That string
 * is already on the page, so reading it back trusts nothing new. Read too while DOMPurify is still
 * loading (a browser without the native sanitizer): the element keeps what it shows, server markup
 * or nothing, until a sanitizer can answer; never unsanitized markup.
 */
function serverMarkup(marker: string): string | null {
  if (typeof document === 'undefined') return null;
  // Inside a quoted attribute value only a quote or a backslash needs escaping (and useId makes
  // neither); CSS.escape is not everywhere this runs (jsdom).
  return document.querySelector(`[data-method-html="${marker.replace(/["\\]/g, '\\$&')}"]`)?.innerHTML ?? null;
}

/**
 * SafeHtml as a hook, for a component that returns the element as its own (an html block: one
 * component fewer per block on a screen of thousands, see docs/performance.md#fewer-fibers-per-block)
 * while the sink stays in this file.
 */
export function useSafeHtml(props: SafeHtmlProps): ReactElement {
  // From the player's root (KeepShownMarkup): one pair of subscriptions for all its prose. Outside
  // a player (a renderer mounted on its own) nothing was server-rendered: it shows the sanitized
  // string once a sanitizer answers, re-rendered with its parent.
  const keepShown = useContext(KeepShownMarkupContext) ?? !isSanitizerReady();
  return renderSafeHtml(useId(), keepShown, props);
}

/**
 * The one place payload HTML reaches the DOM, always through a sanitizer (on the server too).
 * Anywhere a host puts it, so it follows hydration and the sanitizer's arrival itself.
 */
export function SafeHtml(props: SafeHtmlProps) {
  return renderSafeHtml(useId(), useKeepShownMarkup(), props);
}

/** `keepShown`: the markup already on the page stays (hydrating, or DOMPurify still loading). */
function renderSafeHtml(marker: string, keepShown: boolean, { html, as: Element = 'div', className, id, transform }: SafeHtmlProps): ReactElement {
  const clean = cleanMarkup(html, transform);
  const markup = (keepShown ? serverMarkup(marker) : null) ?? clean ?? '';
  return <Element className={className} id={id} data-method-html={marker} dangerouslySetInnerHTML={{ __html: markup }} />;
}
