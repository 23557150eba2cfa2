// What the kinds' readers build a block's `data` from (src/model/kinds/). Apart from types.ts,
// whose Block is built from the kinds' data: the kinds naming types.ts would import what imports them.

/** One selectable option, whatever spelling the payload used. */
export interface ChoiceOption {
  /** The value posted as `selected`: the option id when the payload gives one, else its text. */
  value: string;
  label: string;
}

/** A question inside an mcq, choice, question or timed-quiz block. */
export interface Question {
  id: string;
  prompt: string;
  options: readonly ChoiceOption[];
  /** Seconds allowed (timed-quiz only). */
  timeLimitSeconds: number | null;
  matchId: string | null;
  badgeLabel: string | null;
}

/** An item with an id and the text shown for it (a match item, a group, a card). */
export interface LabelledItem {
  id: string;
  label: string;
}
