import type { PlayerStrings } from '../strings/en';

/** An answer as the model describes it: words, or pairs of labels (card pairs). */
export interface DescribedAnswer {
  answer: string | null;
  pairs?: ReadonlyArray<readonly [string, string]>;
}

/** The learner's answer in words for the review, the feedback and the record: pairs joined by the strings table's word. Null when none. */
export function answerInWords(item: DescribedAnswer, strings: PlayerStrings): string | null {
  if (item.answer !== null) return item.answer;
  return item.pairs && item.pairs.length > 0 ? strings.answerPairs(item.pairs) : null;
}
