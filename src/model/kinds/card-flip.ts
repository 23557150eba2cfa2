import { readCardFlip } from '../fields/readCardFlip';
import { defineKind } from './definition';

/** Cards to pair; the service knows which pairs are right. */
export const cardFlip = defineKind({
  kind: 'card-flip',
  read: (source, reader, path) => readCardFlip(source, reader.under(path)),
  answer: {
    offered: (data) => data.cards.length >= 2,
    progress: (data, answer) => {
      // Every card paired; with an odd number of cards one is necessarily left over.
      const cards = new Set(data.cards.map((card) => card.id));
      const pairs = answer?.type === 'pairs' ? answer.pairs : [];
      const paired = new Set(pairs.filter(([a, b]) => a !== b && cards.has(a) && cards.has(b)).flat());
      return { answered: paired.size, total: cards.size - (cards.size % 2) };
    },
    holdsContinue: true,
    requiredByDefault: () => true,
    scored: true,
    posted: true,
    anchor: { spec: false, reveals: () => 'answer' },
  },
});
