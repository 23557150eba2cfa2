import { HTML_ELEMENTS, MATHML_ELEMENTS, SVG_ELEMENTS } from './nativeAllowlist';

/**
 * Element names in a string of markup that no allowlist names: a Word paste's `<o:p>` and
 * `<st1:City>`, a Sheets `<google-sheets-html-origin>`, a custom element. The Sanitizer API drops
 * an element it is not told about together with its text; DOMPurify keeps the text. Naming these
 * per string in `replaceWithChildrenElements` keeps the author's words on the native path too.
 */

/**
 * Elements whose content is not prose, dropped whole on both paths: DOMPurify's FORBID_CONTENTS
 * that it does not allow (scripts, styles, raw-text and fallback containers, MathML/SVG islands),
 * and `selectedcontent`, a customizable select's live copy of its chosen option, which DOMPurify
 * removes whole.
 */
const DROPPED_WHOLE = 'script style noscript xmp noembed noframes plaintext iframe annotation-xml foreignobject selectedcontent';

/**
 * Names DOMPurify allows in some namespace: in another one it removes them whole (a namespace
 * breach), as the allowlist does natively. Every other name keeps its content on both paths, in
 * whichever namespace it stands (an SVG-only `set` or `font-face` written in HTML too).
 */
const NAMED = new Set(`${HTML_ELEMENTS} ${SVG_ELEMENTS} ${MATHML_ELEMENTS} ${DROPPED_WHOLE}`.toLowerCase().split(' '));

/** A start tag's name as the HTML tokenizer reads it: a letter, then anything up to whitespace, `/` or `>`. */
const START_TAG = /<([A-Za-z][^\t\n\f\r />]*)/g;

/** The tokenizer lower-cases ASCII letters only and turns NUL into U+FFFD. */
function tokenizedName(raw: string): string {
  return raw.replace(/[A-Z]/g, (letter) => String.fromCharCode(letter.charCodeAt(0) + 32)).replace(/\0/g, '\uFFFD');
}

/**
 * The names no allowlist holds, sorted and space-joined ('' when every start tag is named), as a key
 * for a sanitizer that unwraps them. A name read here that the parser does not make is harmless:
 * it only widens the unwrap list. A name the parser makes that this misses is dropped with its
 * content, which is stricter, never looser.
 */
export function unknownElementNames(html: string): string {
  let unknown: Set<string> | undefined;
  for (const match of html.matchAll(START_TAG)) {
    const name = tokenizedName(match[1]!);
    if (!NAMED.has(name)) (unknown ??= new Set()).add(name);
  }
  return unknown ? [...unknown].sort().join(' ') : '';
}
