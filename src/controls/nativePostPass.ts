import { markExternalLink } from './externalLink';

/**
 * What DOMPurify does to kept attributes that the Sanitizer API does not, mirrored from
 * DOMPurify 3.4.18's _sanitizeAttributes and _isValidAttribute with our config, so that the
 * native path's output matches DOMPurify's string for string. The Sanitizer API already decided
 * which elements and attribute names stay; this pass only judges values, as DOMPurify does after
 * its allowlists. Its regular expressions are DOMPurify's own.
 */

/** Values that could close a raw-text element or a comment when markup is re-parsed (SAFE_FOR_XML). */
const ATTR_VALUE_BREAKOUT = /((--!?|])>)|<\/(style|script|title|xmp|textarea|noscript|iframe|noembed|noframes)/i;
/** A value whose scheme, if any, is one DOMPurify allows (checked on every attribute not URI-safe). */
const IS_ALLOWED_URI = /^(?:(?:(?:f|ht)tps?|mailto|tel|callto|sms|cid|xmpp|matrix):|[^a-z]|[a-z+.\-]+(?:[^a-z+.\-:]|$))/i;
/** Characters browsers ignore inside a URL's scheme (`java\tscript:`), removed before the check. */
const ATTR_WHITESPACE = /[\u0000-\u0020\u00A0\u1680\u180E\u2000-\u2029\u205F\u3000]/g;
const ARIA_ATTR = /^aria-[\-\w]+$/;
/** Attributes whose value is never a URL, so any text may stay. */
const URI_SAFE = new Set(['alt', 'class', 'for', 'id', 'label', 'name', 'pattern', 'placeholder', 'role', 'summary', 'title', 'value', 'style', 'xmlns']);
/** Elements whose src may be a data: URL (an image or a media track, never a document). */
const DATA_URI_TAGS = new Set(['audio', 'video', 'img', 'source', 'image', 'track']);

/**
 * DOMPurify's verdict on one kept attribute's (trimmed) value. `page` is the document whose named
 * properties an `id` or `name` must not shadow (DOM clobbering): the page the markup will join.
 */
export function isAllowedValue(tag: string, name: string, value: string, page: Document): boolean {
  // Each regular expression is tried only where it could match: most values have no `<`, `>` or `:`.
  if ((value.includes('>') || value.includes('<')) && ATTR_VALUE_BREAKOUT.test(value)) return false;
  if (name === 'attributename' && value.includes('href')) return false;
  // A `for` outside a label or output could link the element to a patch target (DOMPurify's patch-linkage rule).
  if (name === 'patchsrc' || (name === 'for' && tag !== 'label' && tag !== 'output')) return false;
  if ((name === 'id' || name === 'name') && (value in page || value in formProbe(page))) return false;
  return isAllowedScheme(tag, name, value);
}

/**
 * DOMPurify's verdict on a kept attribute's (trimmed) value by its URL scheme alone: any value of
 * an attribute that is never a URL, a value with no scheme, or an allowed scheme (data: only in an
 * image's or a media element's src). `ce-course-player check` uses it to name links it would drop.
 */
export function isAllowedScheme(tag: string, name: string, value: string): boolean {
  if (URI_SAFE.has(name) || ARIA_ATTR.test(name)) return true;
  const compact = value.replace(ATTR_WHITESPACE, '');
  // Without a colon no scheme can be read, and IS_ALLOWED_URI passes any such (non-empty) value.
  if ((compact !== '' && !compact.includes(':')) || IS_ALLOWED_URI.test(compact)) return true;
  if ((name === 'src' || name === 'xlink:href' || name === 'href') && value.startsWith('data:') && DATA_URI_TAGS.has(tag)) return true;
  return !value;
}

const HTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';
const formProbes = new WeakMap<Document, HTMLFormElement>();
/** A form of the page's own, whose properties a `name` or `id` must not shadow either. */
function formProbe(page: Document): HTMLFormElement {
  let form = formProbes.get(page);
  if (!form) formProbes.set(page, (form = page.createElement('form')));
  return form;
}

/** Applies DOMPurify's value rules and the link rule to one element, attributes last to first as DOMPurify walks them. */
function finishElement(element: Element, page: Document): void {
  const tag = element.nodeName.toLowerCase();
  const attributes = element.attributes;
  for (let index = attributes.length - 1; index >= 0; index--) {
    const attribute = attributes[index]!;
    const name = attribute.name.toLowerCase();
    const initial = attribute.value;
    const value = attribute.name === 'value' ? initial : initial.trim();
    if (!isAllowedValue(tag, name, value, page)) element.removeAttributeNode(attribute);
    // DOMPurify writes a trimmed value back in place; the attribute keeps its position.
    else if (value !== initial) attribute.value = value;
  }
  markExternalLink(element);
}

/** Finishes every element under `root` in document order, template contents included. */
export function finishLikePurify(root: ParentNode, page: Document): void {
  for (const element of root.querySelectorAll('*')) {
    // Most prose elements carry no attribute: nothing to judge, no link to mark.
    if (element.hasAttributes()) finishElement(element, page);
    // DOMPurify walks a template's content too; querySelectorAll does not enter it.
    if (element.localName === 'template' && element.namespaceURI === HTML_NAMESPACE) finishLikePurify((element as HTMLTemplateElement).content, page);
  }
}
