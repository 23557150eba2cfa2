import { referenceAnchorId } from './referenceAnchor';

const TAG = /(<[^>]*>)/;
const MARKER = /\[([A-Za-z0-9_-]{1,16})\]/g;

/**
 * The numbers of a frozen references list (the normalized course's), made once: every html block of
 * a screen links its markers against the same list. A list a host may still change is read afresh.
 */
const numbersOfFrozen = new WeakMap<object, Set<string>>();

function referenceNumbers(references: unknown): Set<string> {
  if (!Array.isArray(references) || !Object.isFrozen(references)) return collectNumbers(references);
  let numbers = numbersOfFrozen.get(references);
  if (!numbers) numbersOfFrozen.set(references, (numbers = collectNumbers(references)));
  return numbers;
}

function collectNumbers(references: unknown): Set<string> {
  const numbers = new Set<string>();
  for (const reference of Array.isArray(references) ? references : []) {
    const number = typeof reference === 'object' && reference !== null ? (reference as { number?: unknown }).number : undefined;
    const text = typeof number === 'number' ? String(number) : typeof number === 'string' ? number.trim() : '';
    if (referenceAnchorId(text)) numbers.add(text);
  }
  return numbers;
}

/**
 * Turns `[N]` markers in the text of already-sanitized HTML into `<a href="#method-ref-N">[N]</a>`,
 * only for numbers that exist in `references`. Tags, attribute values and text already inside a
 * link are left untouched; the inserted markup is built only from [A-Za-z0-9_-].
 */
export function linkReferenceMarkers(html: string, references: unknown): string {
  if (typeof html !== 'string' || html.length === 0) return '';
  const numbers = referenceNumbers(references);
  if (numbers.size === 0) return html;
  let linkDepth = 0;
  return html
    .split(TAG)
    .map((part) => {
      if (part.startsWith('<')) {
        if (/^<a[\s>]/i.test(part)) linkDepth += 1;
        else if (/^<\/a\s*>/i.test(part)) linkDepth = Math.max(0, linkDepth - 1);
        return part;
      }
      if (linkDepth > 0) return part;
      return part.replace(MARKER, (marker, number: string) =>
        numbers.has(number) ? `<a href="#${referenceAnchorId(number)}" class="method-reference-marker">[${number}]</a>` : marker,
      );
    })
    .join('');
}
