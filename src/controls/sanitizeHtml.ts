import DOMPurify, { type Config, type WindowLike } from 'dompurify';
import { createServerWindow } from './serverWindow';
import { purifyPolicyOption } from './trustedHtml';

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
 * revisited screen or a repeated string costs that once (issue 10). The config and hook are fixed
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
  const instance = DOMPurify(host);
  if (!instance.isSupported) return (purifier = null);
  instance.addHook('afterSanitizeAttributes', (node) => {
    // Links that leave the page open in a new tab without handing the opener to the target.
    if (node.tagName === 'A' && /^[a-z][a-z0-9+.-]*:/i.test(node.getAttribute('href') ?? '')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  // Set once: a config passed per call is parsed again on every call (allowlists rebuilt), which
  // was a third of DOMPurify's time on a screen of 2,000 html blocks (issue 10).
  instance.setConfig({ ...PURIFY_CONFIG, ...purifyPolicyOption() });
  return (purifier = instance);
}

/**
 * Sanitizes untrusted payload HTML with DOMPurify: over the page in a browser, over jsdom on a Node
 * server. Returns null where neither exists (an edge runtime): callers then render nothing rather
 * than unsanitized markup.
 */
export function sanitizeHtml(html: unknown): string | null {
  const instance = getPurifier();
  if (!instance) return null;
  if (typeof html !== 'string' || html.length === 0) return '';
  let clean = memo.get(html);
  if (clean !== undefined) return clean;
  clean = instance.sanitize(html) as string;
  if (html.length <= MEMO_LONGEST) {
    if (memo.size >= MEMO_ENTRIES) memo.delete(memo.keys().next().value!);
    memo.set(html, clean);
  }
  return clean;
}
