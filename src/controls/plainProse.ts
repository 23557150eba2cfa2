/**
 * Plain prose: markup every sanitizer here returns exactly as it is, recognised by one scan instead
 * of a parse (docs/performance.md#plain-prose-skips-the-parse). Paragraphs, headings and lists of
 * text with inline emphasis, and nothing else: no attribute, comment, entity beyond four, or other
 * element. Such a string has nothing that could carry script, so returning it unparsed is safe
 * whatever a parser made of it; and it is arranged as the HTML parser keeps it (each tag where the
 * parser leaves it, closed in order, text the serializer writes back unchanged), so it is also
 * byte for byte what DOMPurify and the native sanitizer return (test/browser/plain-prose.test.ts).
 */

/** Inline tags, allowed in any block, in each other, and at the top. */
const INLINE = new Set(['b', 'strong', 'i', 'em', 'u', 's', 'sub', 'sup', 'small', 'mark', 'code', 'span']);
/** Blocks of inline content, only at the top (a paragraph or heading inside anything is restructured). */
const TEXT_BLOCKS = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
const LISTS = new Set(['ul', 'ol']);
/** Deeper nesting is left to the sanitizer: the parser treats long runs of one formatting tag specially. */
const MAX_DEPTH = 8;

/**
 * A tag (lower case, no attribute, no space), one of the four entities the serializer writes back
 * as they are, or a run of text without a character it would write otherwise (`<`, `>`, `&`, a
 * no-break space) or the parser would change (carriage return, NUL, form feed).
 */
const TOKEN = /<(\/?)([a-z][a-z0-9]*)>|&(?:amp|lt|gt|nbsp);|[^<>&\u00a0\r\0\f]+/y;

/** Whether `child` may open inside `parent` (undefined: the top) and stay there when parsed. */
function mayOpen(child: string, parent: string | undefined): boolean {
  if (INLINE.has(child) || child === 'br') return parent === undefined || !LISTS.has(parent);
  if (TEXT_BLOCKS.has(child)) return parent === undefined;
  if (LISTS.has(child)) return parent === undefined || parent === 'li';
  return child === 'li' && parent !== undefined && LISTS.has(parent);
}

/** True when `html` is plain prose: any sanitizer's output for it is `html` itself. */
export function isPlainProse(html: string): boolean {
  // Leading whitespace is where a whole-document parse and a fragment parse differ.
  if (html.length === 0 || /^[\t\n ]/.test(html)) return false;
  const open: string[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < html.length) {
    const match = TOKEN.exec(html);
    if (!match) return false;
    const [, closing, name] = match;
    const parent = open[open.length - 1];
    if (name === undefined) {
      // Directly in a list only the whitespace between items, as authors indent them.
      if (parent !== undefined && LISTS.has(parent) && !/^[\t\n ]+$/.test(match[0])) return false;
      continue;
    }
    if (closing) {
      if (name !== parent) return false;
      open.pop();
    } else {
      if (!mayOpen(name, parent)) return false;
      if (name !== 'br') open.push(name);
      if (open.length > MAX_DEPTH) return false;
    }
  }
  return open.length === 0;
}
