import { useMemo } from 'react';
import type { BlockAnswer } from '../../logic/answers';
import type { LabelledItem } from '../../model/types';
import { knownPairs, pairedIds, type CardPairs } from './pairs';
import { readCardFlip } from '../../model/fields/readCardFlip';

export interface CardPairsState {
  prompt: string;
  cards: readonly LabelledItem[];
  cardById: ReadonlyMap<string, LabelledItem>;
  /** The answer's pairs of cards this block has. */
  pairs: CardPairs;
  unpaired: readonly LabelledItem[];
}

/** What both card-flip views derive from the block and the answer. */
export function useCardPairs(fields: unknown, answer: BlockAnswer | undefined): CardPairsState {
  const { prompt, cards } = useMemo(() => readCardFlip(fields), [fields]);
  const cardById = useMemo(() => new Map(cards.map((card) => [card.id, card])), [cards]);
  const raw = answer?.type === 'pairs' ? answer.pairs : null;
  return useMemo(() => {
    const pairs = knownPairs(raw ?? [], new Set(cardById.keys()));
    const paired = pairedIds(pairs);
    return { prompt, cards, cardById, pairs, unpaired: cards.filter((card) => !paired.has(card.id)) };
  }, [prompt, cards, cardById, raw]);
}
