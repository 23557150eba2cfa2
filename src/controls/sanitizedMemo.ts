/**
 * Output by input string. DOMPurify parses a document per call (~0.2 ms a block): a remount, a
 * revisited screen or a repeated string costs that once (docs/performance.md#kept-outputs). The
 * config is fixed for the page's life, so an input's output never changes. Bounded: the oldest
 * entry goes first, and a string over MEMO_LONGEST characters is not kept, so a 10 MB payload is
 * not pinned. Only a sanitizer writes here (sanitizeHtml.ts, sanitizeHtmlAhead.ts).
 */
const memo = new Map<string, string>();
export const MEMO_ENTRIES = 4096;
export const MEMO_LONGEST = 100_000;

export function recall(html: string): string | undefined {
  return memo.get(html);
}

export function remember(html: string, clean: string): void {
  if (html.length > MEMO_LONGEST) return;
  if (memo.size >= MEMO_ENTRIES) memo.delete(memo.keys().next().value!);
  memo.set(html, clean);
}

/** Drops every kept output: tests compare a string sanitized alone with the same string in a batch, or by another path. */
export function forgetSanitized(): void {
  memo.clear();
  epoch++;
}

let epoch = 0;
/** Changes whenever the kept outputs are dropped, so a cache built on them (SafeHtml's) drops its own. */
export function memoEpoch(): number {
  return epoch;
}
