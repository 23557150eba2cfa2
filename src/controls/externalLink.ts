const MATHML = 'http://www.w3.org/1998/Math/MathML';

/**
 * Links that leave the page open in a new tab without handing the opener to the target. Run on
 * every sanitized element by both paths (DOMPurify's afterSanitizeAttributes hook, the native
 * post-pass), so they mark links alike. An SVG `a` navigates too (by `href`, or `xlink:href` in
 * SVG 1.1), so it is marked as an HTML one is: SVG 2 reads `target` and `rel` on it. A formula is
 * never a link: Firefox makes any MathML element with an `href` one (MathML Core has none), which
 * no target can send to a new tab, so the `href` goes.
 */
export function markExternalLink(node: Element): void {
  if (node.namespaceURI === MATHML && node.hasAttribute('href')) node.removeAttribute('href');
  if (node.localName !== 'a') return;
  const href = node.getAttribute('href') ?? node.getAttribute('xlink:href') ?? '';
  if (/^[a-z][a-z0-9+.-]*:/i.test(href)) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
}
