import { asRecord, NonEmptyText, Reader } from '../read';
import type { Spelling } from '../spellings';

/**
 * What the player needs of a confidence check before its chunk loads: the statement a result and
 * the answer record name it by, and the key a debrief readout's baseline may name it by (spec 2.4).
 * Its scale is readConfidenceCheck's, in the kind's chunk.
 */
export interface ConfidenceCheckOutline {
  statement: string;
  anchorId: string | null;
}

export function readConfidenceCheckOutline(fields: unknown, reader = new Reader()): ConfidenceCheckOutline {
  const source = asRecord(fields);
  return {
    statement: reader.firstOf(source, ['statement', 'prompt', 'question', 'title'] satisfies Spelling<'ConfidenceCheckComponentPayload', 'statement'>, NonEmptyText, ''),
    anchorId: typeof source.anchor_id === 'string' ? source.anchor_id : null,
  };
}
