/** Runs of this many characters without a break opportunity get one. */
const LONGEST_RUN = 120;
const TAG = /(<[^>]*>)/;
const RUN = new RegExp(`[^\\s<>&]{${LONGEST_RUN}}(?=[^\\s<>&])`, 'g');
/**
 * A run RUN would break, anywhere in the string: a text part's run is one of the whole string's.
 * Tried only where a run starts, which keeps the engine from rescanning each run from every character.
 */
const ANY_RUN = new RegExp(`(?:^|[\\s<>&])[^\\s<>&]{${LONGEST_RUN + 1}}`);

/**
 * Adds a `<wbr>` inside every run of text longer than LONGEST_RUN characters without a space in
 * already-sanitized HTML. Chromium lays out one long unbroken word in time quadratic in its
 * length (a 100,000-character word froze the page for 22 s, a 1 MB one for minutes; see
 * docs/reliability.md), whatever `overflow-wrap` says. Tags and entities are left whole.
 */
export function breakLongWords(html: string): string {
  // Most prose has no such run: one test instead of splitting every block at its tags.
  if (html.length <= LONGEST_RUN || !ANY_RUN.test(html)) return html;
  return html
    .split(TAG)
    .map((part) => (part.startsWith('<') ? part : part.replace(RUN, '$&<wbr>')))
    .join('');
}
