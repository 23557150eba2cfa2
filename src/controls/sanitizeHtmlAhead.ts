import { PARSES_AS_IN_A_DIV } from './parseContext';
import { isPlainProse } from './plainProse';
import { loadedPurify, loadPurify } from './purifyLoader';
import { makePurifier, type Purifier } from './purifySanitizer';
import { MEMO_ENTRIES, MEMO_LONGEST, recall, remember } from './sanitizedMemo';
import { usesNativeSanitizer } from './sanitizeHtml';
import { trustedTypesPolicy } from './trustedHtml';

/**
 * An `is` attribute DOMPurify cannot take off a node it hands back as a node, so there it removes
 * the whole element, where for a string it empties the attribute and keeps the content: such
 * strings are sanitized alone, to come out the same. (A `>` quoted earlier in the tag can hide one
 * from this test: that string then loses the element, which is stricter, never looser.)
 */
const HAS_IS_ATTRIBUTE = /<[^>]*[\s/"']is(?=[\s/=>])/i;

let batchPurifier: Purifier | null | undefined;
let inertDocument: Document | undefined;

/**
 * Sanitizes many strings in one DOMPurify pass and keeps each result for `sanitizeHtml`. A screen
 * of 2,000 html blocks cost 2,000 document parses and walks; here each string is parsed into its
 * own `div` of one inert document (no script runs, nothing loads) and DOMPurify walks them all at
 * once: two thirds of the time (docs/performance.md#one-dompurify-pass-per-screen). Each string's
 * output is its div's markup, the same string `sanitizeHtml` returns for it alone. Browser only,
 * and only on the DOMPurify path: the native sanitizer takes strings one at a time in less time
 * than DOMPurify's batch (docs/performance.md#sanitizer-paths), so there is nothing to batch.
 * Where DOMPurify has not loaded yet this starts the load, as early as a screen knows its strings.
 * Returns how many it took.
 */
export function sanitizeHtmlAhead(htmls: Iterable<unknown>): number {
  if (typeof window === 'undefined' || !window.document || usesNativeSanitizer()) return 0;
  const pending = new Set<string>();
  let needed = false;
  for (const html of htmls) {
    // DOMPurify returns a string without `<`, and sanitizeHtml plain prose, as it is; no parse to save.
    if (typeof html !== 'string' || !html.includes('<') || html.length > MEMO_LONGEST || isPlainProse(html) || recall(html) !== undefined) continue;
    needed = true;
    if (PARSES_AS_IN_A_DIV.test(html) && !/<frameset/i.test(html) && !HAS_IS_ATTRIBUTE.test(html)) pending.add(html);
    if (pending.size === MEMO_ENTRIES) break;
  }
  const factory = loadedPurify();
  // A screen of plain prose needs no DOMPurify at all; any other starts its load as early as it can.
  if (!factory) {
    if (needed) void loadPurify();
    return 0;
  }
  if (pending.size < 2) return 0;
  if (batchPurifier === undefined) batchPurifier = makePurifier(factory, window, { RETURN_DOM: true });
  if (!batchPurifier) return 0;
  let slots: HTMLCollection;
  try {
    inertDocument ??= window.document.implementation.createHTMLDocument('');
    const policy = trustedTypesPolicy();
    const root = inertDocument.createElement('div');
    for (const html of pending) {
      const slot = inertDocument.createElement('div');
      // Parsing into an inert document for DOMPurify is what the policy is for (trustedHtml.ts).
      slot.innerHTML = policy ? (policy.createHTML(html) as string) : html;
      root.append(slot);
    }
    // DOMPurify copies the tree into a document of its own and returns that document's body.
    // IN_PLACE would skip the copy but measured slower: DOMPurify walks the tree again in that mode.
    const body = batchPurifier.sanitize(root) as unknown as HTMLElement;
    if (body.childElementCount !== 1) return 0;
    slots = body.firstElementChild!.children;
  } catch {
    // E.g. a Trusted Types CSP that refused our policy: each string goes through sanitizeHtml alone.
    return 0;
  }
  // Each string was parsed inside its own div, so none can move another; if one did, trust none.
  if (slots.length !== pending.size) return 0;
  let index = 0;
  for (const html of pending) remember(html, slots[index++]!.innerHTML);
  return pending.size;
}
