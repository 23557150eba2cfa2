/** Runs of this many characters without a break opportunity get one. */
const LONGEST_RUN = 120;
const TAG = /(<[^>]*>)/;
const RUN = new RegExp(`[^\\s<>&]{${LONGEST_RUN}}(?=[^\\s<>&])`, 'g');

/**
 * Adds a `<wbr>` inside every run of text longer than LONGEST_RUN characters without a space in
 * already-sanitized HTML. Chromium lays out one long unbroken word in time quadratic in its
 * length (a 100,000-character word froze the page for 22 s, a 1 MB one for minutes; see
 * docs/reliability.md), whatever `overflow-wrap` says. Tags and entities are left whole.
 */
export function breakLongWords(html: string): string {
  if (html.length <= LONGEST_RUN) return html;
  return html
    .split(TAG)
    .map((part) => (part.startsWith('<') ? part : part.replace(RUN, '$&<wbr>')))
    .join('');
}
