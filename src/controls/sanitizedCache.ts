/** At most this many distinct strings are kept: a few screens of a large course. */
const MAX_ENTRIES = 4096;
/** And at most this many characters in all, so a 10 MB payload does not stay pinned in memory. */
const MAX_CHARACTERS = 8_000_000;

/**
 * Sanitized output by input string, least recently used first out. DOMPurify parses a document
 * per call (~0.2 ms a block): a screen revisited, a block remounted or a string repeated across
 * blocks costs that once, not once per render (issue 10).
 */
export function createSanitizedCache(maxEntries = MAX_ENTRIES, maxCharacters = MAX_CHARACTERS) {
  const entries = new Map<string, string>();
  let characters = 0;
  return {
    get(input: string): string | undefined {
      const output = entries.get(input);
      if (output === undefined) return undefined;
      // Map order is insertion order: moving a hit to the end keeps the oldest first to evict.
      entries.delete(input);
      entries.set(input, output);
      return output;
    },
    set(input: string, output: string): void {
      const size = input.length + output.length;
      if (size > maxCharacters || entries.has(input)) return;
      entries.set(input, output);
      characters += size;
      for (const [oldest, value] of entries) {
        if (entries.size <= maxEntries && characters <= maxCharacters) break;
        entries.delete(oldest);
        characters -= oldest.length + value.length;
      }
    },
    get size(): number {
      return entries.size;
    },
  };
}
