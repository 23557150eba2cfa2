/** Prefix of reference anchors; `[N]` markers link to `#method-ref-N`. */
export const REFERENCE_ANCHOR_PREFIX = 'method-ref-';

/**
 * The anchor id of reference number `number` ("3" -> "method-ref-3"), or null when the number is
 * not a short plain token (ids and hrefs are built only from [A-Za-z0-9_-]).
 */
export function referenceAnchorId(number: unknown): string | null {
  const text = typeof number === 'number' && Number.isInteger(number) ? String(number) : typeof number === 'string' ? number.trim() : '';
  return /^[A-Za-z0-9_-]{1,16}$/.test(text) ? `${REFERENCE_ANCHOR_PREFIX}${text}` : null;
}
