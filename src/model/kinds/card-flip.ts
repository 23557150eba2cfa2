import { readCardFlip } from '../fields/readCardFlip';
import { defineKind } from './definition';
import { labelIn } from './shared';

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
    // The pairs as the learner made them, by card text; a pair naming a card this block lacks is left out.
    describe: (data, _questionId, answer, title) => {
      const known = new Set(data.cards.map((card) => card.id));
      const made = answer?.type === 'pairs' ? answer.pairs.filter(([a, b]) => a !== b && known.has(a) && known.has(b)) : [];
      const pairs = made.map(([a, b]) => [labelIn(data.cards, a)!, labelIn(data.cards, b)!] as const);
      return { prompt: data.prompt || title, answer: null, ...(pairs.length > 0 ? { pairs } : {}) };
    },
    holdsContinue: true,
    requiredByDefault: () => true,
    scored: true,
    posted: true,
    anchor: { spec: false, reveals: () => 'answer' },
  },
});
