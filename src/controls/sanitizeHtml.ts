import DOMPurify, { type Config, type WindowLike } from 'dompurify';
import { createServerWindow } from './serverWindow';
import { purifyPolicyOption, trustedTypesPolicy } from './trustedHtml';

/**
 * Payload HTML must not restyle or script the host page: no <style>, no style attributes, no
 * forms or embedded browsing contexts. Everything else follows DOMPurify's defaults.
 */
const PURIFY_CONFIG: Config = {
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'option', 'iframe', 'frame', 'frameset', 'object', 'embed', 'base', 'meta', 'link'],
  FORBID_ATTR: ['style', 'srcdoc', 'formaction', 'action'],
  ALLOW_DATA_ATTR: false,
};

type Purifier = ReturnType<typeof DOMPurify>;
let purifier: Purifier | null | undefined;
/**
 * Output by input string. DOMPurify parses a document per call (~0.2 ms a block): a remount, a
 * revisited screen or a repeated string costs that once (docs/performance.md#kept-outputs). The config and hook are fixed
 * for the page's life, so an input's output never changes. Bounded: the oldest entry goes first,
 * and a string over MEMO_LONGEST characters is not kept, so a 10 MB payload is not pinned.
 */
const memo = new Map<string, string>();
const MEMO_ENTRIES = 4096;
export const MEMO_LONGEST = 100_000;

/** The page's window in a browser; on a server, a jsdom window, so the same DOMPurify runs on both sides. */
function getWindow(): WindowLike | null {
  if (typeof window !== 'undefined' && window.document) return window;
  return createServerWindow();
}

/** A private DOMPurify instance, so a host's global hooks or config never weaken ours. */
function getPurifier(): Purifier | null {
  if (purifier !== undefined) return purifier;
  const host = getWindow();
  if (!host) return null;
  return (purifier = makePurifier(host, {}));
}

/** A DOMPurify instance with our config and link hook over the page's (or jsdom's) window. */
function makePurifier(host: WindowLike, extra: Config): Purifier | null {
  const instance = DOMPurify(host);
  if (!instance.isSupported) return null;
  instance.addHook('afterSanitizeAttributes', (node) => {
    // Links that leave the page open in a new tab without handing the opener to the target.
    if (node.tagName === 'A' && /^[a-z][a-z0-9+.-]*:/i.test(node.getAttribute('href') ?? '')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  // Set once: a config passed per call is parsed again on every call (allowlists rebuilt), which
  // was a third of DOMPurify's time on a screen of 2,000 html blocks.
  instance.setConfig({ ...PURIFY_CONFIG, ...purifyPolicyOption(), ...extra });
  return instance;
}

function remember(html: string, clean: string): void {
  if (html.length > MEMO_LONGEST) return;
  if (memo.size >= MEMO_ENTRIES) memo.delete(memo.keys().next().value!);
  memo.set(html, clean);
}

/**
 * Sanitizes untrusted payload HTML with DOMPurify: over the page in a browser, over jsdom on a Node
 * server. Returns null where neither exists (an edge runtime): callers then render nothing rather
 * than unsanitized markup.
 */
export function sanitizeHtml(html: unknown): string | null {
  // Kept outputs first: only a sanitizer made them, and a screen's strings sanitized ahead in one
  // pass then need no second DOMPurify instance at all.
  let clean = typeof html === 'string' ? memo.get(html) : undefined;
  if (clean !== undefined) return clean;
  const instance = getPurifier();
  if (!instance) return null;
  if (typeof html !== 'string' || html.length === 0) return '';
  clean = instance.sanitize(html) as string;
  remember(html, clean);
  return clean;
}

/**
 * Where a string's first markup lands in DOMPurify's own parse (a whole document) exactly as in a
 * `div`: it opens with text other than a character reference, or with a tag a document puts in
 * its body. Head content, comments, doctypes and whitespace made by references before the first
 * body token land elsewhere in a document, and a `<frameset>` replaces its body; those strings are
 * sanitized alone. Checked against the XSS corpus in Chromium (test/browser/sanitize-batch.test.ts).
 */
const PARSES_AS_IN_A_DIV = /^[\t\n\f\r ]*(?:[^<&\t\n\f\r ]|<(?!(?:html|head|body|frameset|frame|title|meta|link|style|script|noscript|template|base|basefont|bgsound|noframes)[\t\n\f\r />])[a-z])/i;

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
 * once: two thirds of the time (docs/performance.md#one-dompurify-pass-per-screen). Each string's output is its div's markup, the
 * same string `sanitizeHtml` returns for it alone. Browser only; on a server, and for strings this
 * cannot take, `sanitizeHtml` sanitizes one at a time as before. Returns how many it took.
 */
export function sanitizeHtmlAhead(htmls: Iterable<unknown>): number {
  if (typeof window === 'undefined' || !window.document) return 0;
  const pending = new Set<string>();
  for (const html of htmls) {
    // DOMPurify returns a string without `<` as it is; no parse to save.
    if (typeof html !== 'string' || !html.includes('<') || html.length > MEMO_LONGEST || memo.has(html)) continue;
    if (PARSES_AS_IN_A_DIV.test(html) && !/<frameset/i.test(html) && !HAS_IS_ATTRIBUTE.test(html)) pending.add(html);
    if (pending.size === MEMO_ENTRIES) break;
  }
  if (pending.size < 2) return 0;
  if (batchPurifier === undefined) batchPurifier = makePurifier(window, { RETURN_DOM: true });
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

/** Drops every kept output: tests compare a string sanitized alone with the same string in a batch. */
export function forgetSanitized(): void {
  memo.clear();
}
