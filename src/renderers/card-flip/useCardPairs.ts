import { useMemo } from 'react';
import type { BlockAnswer } from '../../logic/answers';
import type { LabelledItem } from '../../model/types';
import type { CardFlipView } from '../../model/fields/readCardFlip';
import { knownPairs, pairedIds, type CardPairs } from './pairs';

export interface CardPairsState {
  prompt: string;
  cards: readonly LabelledItem[];
  cardById: ReadonlyMap<string, LabelledItem>;
  /** The answer's pairs of cards this block has. */
  pairs: CardPairs;
  unpaired: readonly LabelledItem[];
}

/** What both card-flip views derive from the block and the answer. */
export function useCardPairs({ prompt, cards }: CardFlipView, answer: BlockAnswer | undefined): CardPairsState {
  const cardById = useMemo(() => new Map(cards.map((card) => [card.id, card])), [cards]);
  const raw = answer?.type === 'pairs' ? answer.pairs : null;
  return useMemo(() => {
    const pairs = knownPairs(raw ?? [], new Set(cardById.keys()));
    const paired = pairedIds(pairs);
    return { prompt, cards, cardById, pairs, unpaired: cards.filter((card) => !paired.has(card.id)) };
  }, [prompt, cards, cardById, raw]);
}
