import {
  ARIA_ATTRIBUTES,
  ATTRIBUTES,
  HTML_ELEMENTS,
  HTML_KEEP_CONTENT,
  MATHML_ELEMENTS,
  MATHML_KEEP_CONTENT,
  SVG_CASED_ATTRIBUTES,
  SVG_ELEMENTS,
  SVG_KEEP_CONTENT,
} from './nativeAllowlist';
import { finishLikePurify } from './nativePostPass';
import { PARSES_AS_IN_A_DIV } from './parseContext';
import { unknownElementNames } from './unknownElements';

/**
 * The browser's own HTML Sanitizer API (Chromium 146+, Firefox 148+) configured to DOMPurify's
 * allowlist and our FORBID lists, plus nativePostPass.ts for the value checks the API does not
 * make: the same output as DOMPurify without loading it (docs/performance.md#sanitizer-paths).
 * TypeScript's DOM library does not describe the API yet, hence the local types.
 */
type Name = { name: string; namespace: string | null };
interface SanitizerConfig {
  elements: Name[];
  replaceWithChildrenElements: Name[];
  attributes: Name[];
  processingInstructions: [];
  comments: false;
  dataAttributes: false;
}
type SanitizerConstructor = new (config: SanitizerConfig) => object;
type ParseHTML = (html: string, options: { sanitizer: object }) => Document;
type SetHTML = (this: Element, html: string, options: { sanitizer: object }) => void;

/** A configured native sanitizer: untrusted HTML in, the string DOMPurify would return out. */
export type NativeSanitize = (html: string) => string;

const HTML = 'http://www.w3.org/1999/xhtml';
const SVG = 'http://www.w3.org/2000/svg';
const MATHML = 'http://www.w3.org/1998/Math/MathML';
const XLINK = 'http://www.w3.org/1999/xlink';
const XML = 'http://www.w3.org/XML/1998/namespace';
const XMLNS = 'http://www.w3.org/2000/xmlns/';

const named = (words: string, namespace: string | null): Name[] => words.split(' ').map((name) => ({ name, namespace }));

/** The names in `words` that `listed` does not already hold for that namespace (a name may appear once). */
function unlisted(words: string, listed: string, namespace: string): Name[] {
  if (!words) return [];
  const taken = new Set(listed.split(' '));
  return named(words, namespace).filter(({ name }) => !taken.has(name));
}

function nativeConfig(unknownNames: string): SanitizerConfig {
  const plain = new Set(`${ATTRIBUTES} ${SVG_CASED_ATTRIBUTES} ${ARIA_ATTRIBUTES}`.split(' '));
  return {
    elements: [...named(HTML_ELEMENTS, HTML), ...named(SVG_ELEMENTS, SVG), ...named(MATHML_ELEMENTS, MATHML)],
    replaceWithChildrenElements: [
      ...named(HTML_KEEP_CONTENT, HTML),
      ...named(SVG_KEEP_CONTENT, SVG),
      ...named(MATHML_KEEP_CONTENT, MATHML),
      // A name no allowlist holds may stand in any namespace: its content stays wherever it is.
      ...unlisted(unknownNames, HTML_KEEP_CONTENT, HTML),
      ...unlisted(unknownNames, SVG_KEEP_CONTENT, SVG),
      ...unlisted(unknownNames, MATHML_KEEP_CONTENT, MATHML),
    ],
    // DOMPurify compares qualified names: on SVG and MathML elements the parser puts these in their namespaces.
    attributes: [
      ...named([...plain].join(' '), null),
      { name: 'href', namespace: XLINK },
      { name: 'title', namespace: XLINK },
      { name: 'space', namespace: XML },
      { name: 'xlink', namespace: XMLNS },
      { name: 'xmlns', namespace: XMLNS },
    ],
    // Chromium's parser now makes processing instructions (`<?x y?>`) in HTML; DOMPurify drops them.
    processingInstructions: [],
    comments: false,
    dataAttributes: false,
  };
}

/**
 * The canary: a script, a handler-like attribute, a processing instruction, a javascript: link, a
 * forbidden and a data attribute must go, a value be trimmed and an outside link be marked.
 * Anything but this exact output (an API that half-works, a config the engine reads otherwise) and
 * the native path is not trusted. No real event handler or style attribute: Chromium reports each
 * one the API removes as a CSP violation (blocked, nothing runs), and a host's strict CSP must see
 * none from the player's own self-test.
 */
const CANARY = '<img src=x onfoo=alert(1)><?x y?><script>alert(1)</script><a href="javascript:alert(1)">a</a><p formaction="/x" data-x="1" title=" t ">p<o:p>o</o:p></p><a href="https://example.com/">b</a>';
const CANARY_CLEAN = '<img src="x"><a>a</a><p title="t">po</p><a href="https://example.com/" target="_blank" rel="noopener noreferrer">b</a>';
/** Sanitizers that also unwrap a string's unknown elements, by their sorted names; bounded, as names are the author's. */
const UNWRAPPING_LIMIT = 64;
const LEADING_WHITESPACE = /^[\r\n\t ]+/;

/** The native sanitizer, or null where the API is missing, refuses the config or fails the canary. */
export function createNativeSanitizer(): NativeSanitize | null {
  const Sanitizer = (globalThis as { Sanitizer?: SanitizerConstructor }).Sanitizer;
  const parseHTML = (globalThis.Document as unknown as { parseHTML?: ParseHTML } | undefined)?.parseHTML;
  const setHTML = (globalThis.Element?.prototype as { setHTML?: SetHTML } | undefined)?.setHTML;
  if (typeof Sanitizer !== 'function' || typeof parseHTML !== 'function' || typeof setHTML !== 'function' || typeof document === 'undefined') return null;
  const page = document;
  let sanitizer: object;
  try {
    sanitizer = new Sanitizer(nativeConfig(''));
  } catch {
    return null;
  }
  const unwrapping = new Map<string, object>();
  /** The sanitizer for `html`: the configured one, or one that also unwraps the elements no list names. */
  const sanitizerFor = (html: string): object => {
    const unknownNames = unknownElementNames(html);
    if (!unknownNames) return sanitizer;
    let chosen = unwrapping.get(unknownNames);
    if (!chosen) {
      if (unwrapping.size >= UNWRAPPING_LIMIT) unwrapping.clear();
      try {
        chosen = new Sanitizer(nativeConfig(unknownNames));
      } catch {
        // A name the engine will not take: those elements go with their content, stricter than DOMPurify.
        chosen = sanitizer;
      }
      unwrapping.set(unknownNames, chosen);
    }
    return chosen;
  };
  let inert: Document | undefined;
  const sanitize: NativeSanitize = (html) => {
    // DOMPurify returns a string without markup as it is.
    if (!html.includes('<')) return html;
    const options = { sanitizer: sanitizerFor(html) };
    let root: Element | undefined;
    if (PARSES_AS_IN_A_DIV.test(html) && !LEADING_WHITESPACE.test(html) && !/<frameset/i.test(html)) {
      // Most prose opens with body markup and parses in a div as in DOMPurify's whole document; a
      // div of one inert document costs half a document per string.
      inert ??= page.implementation.createHTMLDocument('');
      root = inert.createElement('div');
      setHTML.call(root, html, options);
    } else {
      // DOMPurify parses a whole document and returns its body; the same parse here puts head
      // content, a frameset or leading whitespace where DOMPurify's does.
      const parsed = parseHTML.call(Document, html, options);
      root = parsed.getElementsByTagName('body')[0];
      if (!root) return '';
      const leading = LEADING_WHITESPACE.exec(html)?.[0];
      if (leading) root.insertBefore(parsed.createTextNode(leading), root.firstChild);
    }
    finishLikePurify(root, page);
    return root.innerHTML;
  };
  try {
    // Once in a div and once (after leading whitespace) as a whole document: both parses must hold.
    return sanitize(CANARY) === CANARY_CLEAN && sanitize(` ${CANARY}`) === ` ${CANARY_CLEAN}` ? sanitize : null;
  } catch {
    return null;
  }
}
