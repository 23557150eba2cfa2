export type Direction = 'ltr' | 'rtl';

/**
 * The writing direction an element is laid out in: what `dir` (on it, the player or the host's
 * `<html>`) and CSS `direction` resolve to. Not an element (a server, a test double): left to right.
 */
export function directionOf(node: unknown): Direction {
  if (typeof Element === 'undefined' || !(node instanceof Element)) return 'ltr';
  return node.ownerDocument.defaultView?.getComputedStyle(node).direction === 'rtl' ? 'rtl' : 'ltr';
}
