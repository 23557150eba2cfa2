/** A learner's pairs of card ids, in the order they were made. */
export type CardPairs = ReadonlyArray<readonly [string, string]>;

/** Every card id that is in a pair. */
export function pairedIds(pairs: CardPairs): Set<string> {
  return new Set(pairs.flat());
}

/** Pairs `first` with `second`; either card leaves any pair it was in. Pairing a card with itself changes nothing. */
export function addPair(pairs: CardPairs, first: string, second: string): Array<readonly [string, string]> {
  if (first === second) return [...pairs];
  return [...pairs.filter(([a, b]) => a !== first && b !== first && a !== second && b !== second), [first, second] as const];
}

/** Removes the pair that holds `cardId`. */
export function removePair(pairs: CardPairs, cardId: string): Array<readonly [string, string]> {
  return pairs.filter(([a, b]) => a !== cardId && b !== cardId);
}

/** Pairs whose two cards both exist in this block (a stored answer may predate the payload). */
export function knownPairs(pairs: CardPairs, cardIds: ReadonlySet<string>): Array<readonly [string, string]> {
  return pairs.filter(([a, b]) => cardIds.has(a) && cardIds.has(b));
}

/** The card to focus once `afterId` is gone: the next still unpaired card in order, else the first one, else null. */
export function nextUnpaired(order: readonly string[], unpaired: ReadonlySet<string>, afterId: string): string | null {
  const start = order.indexOf(afterId);
  const later = order.slice(start + 1).find((id) => unpaired.has(id));
  return later ?? order.find((id) => unpaired.has(id)) ?? null;
}
