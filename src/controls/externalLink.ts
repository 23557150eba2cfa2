/**
 * Links that leave the page open in a new tab without handing the opener to the target. Run on
 * every sanitized element by both paths (DOMPurify's afterSanitizeAttributes hook, the native
 * post-pass), so they mark links alike. `tagName` is upper-case only for HTML elements: an SVG `a`
 * is left as it is, as DOMPurify's hook always left it.
 */
export function markExternalLink(node: Element): void {
  if (node.tagName === 'A' && /^[a-z][a-z0-9+.-]*:/i.test(node.getAttribute('href') ?? '')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
}
