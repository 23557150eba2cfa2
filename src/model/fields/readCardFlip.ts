import { ACTIVITY_PROMPT_KEYS, asRecord, NonEmptyText, Reader } from '../read';
import type { LabelledItem } from '../blockData';
import type { Spelling } from '../spellings';
import { firstList, readLabelledItems } from './readLabelledItems';

/** What a card-flip block shows: cards to pair (which pairs are right is kept by the service). */
export interface CardFlipView {
  prompt: string;
  cards: readonly LabelledItem[];
}

/** Reads a card-flip component tolerantly; a card's text is its content, label or text. Never throws. */
export function readCardFlip(fields: unknown, reader = new Reader()): CardFlipView {
  const source = asRecord(fields);
  return {
    prompt: reader.firstOf(source, ACTIVITY_PROMPT_KEYS satisfies Spelling<'CardFlipComponentPayload', 'prompt'>, NonEmptyText, ''),
    cards: readLabelledItems(reader, firstList(source, ['cards', 'items'] satisfies Spelling<'CardFlipComponentPayload', 'cards'>), 'cards'),
  };
}
