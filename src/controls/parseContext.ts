/**
 * Where a string's first markup lands in a whole document's parse (DOMPurify's) exactly as in a
 * `div`: it opens with text other than a character reference, or with a tag a document puts in
 * its body. Head content, comments, doctypes and whitespace made by references before the first
 * body token land elsewhere in a document, and a `<frameset>` replaces its body; callers parse
 * those strings as a whole document. Checked against the XSS corpus in Chromium
 * (test/browser/sanitize-batch.test.ts, test/browser/sanitize-native.test.ts).
 */
export const PARSES_AS_IN_A_DIV = /^[\t\n\f\r ]*(?:[^<&\t\n\f\r ]|<(?!(?:html|head|body|frameset|frame|title|meta|link|style|script|noscript|template|base|basefont|bgsound|noframes)[\t\n\f\r />])[a-z])/i;
