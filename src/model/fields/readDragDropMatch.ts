import { ACTIVITY_PROMPT_KEYS, asRecord, NonEmptyText, Reader } from '../read';
import type { LabelledItem } from '../blockData';
import type { Spelling } from '../spellings';
import { firstList, readLabelledItems } from './readLabelledItems';

/** What a drag-drop-match block shows: sources to match, each to one target. */
export interface DragDropMatchView {
  prompt: string;
  sources: readonly LabelledItem[];
  targets: readonly LabelledItem[];
}

/** Reads a drag-drop-match component tolerantly; never throws. */
export function readDragDropMatch(fields: unknown, reader = new Reader()): DragDropMatchView {
  const source = asRecord(fields);
  return {
    prompt: reader.firstOf(source, ACTIVITY_PROMPT_KEYS satisfies Spelling<'DragDropMatchComponentPayload', 'prompt'>, NonEmptyText, ''),
    sources: readLabelledItems(reader, firstList(source, ['sourceItems', 'source_items', 'sources'] satisfies Spelling<'DragDropMatchComponentPayload', 'sourceItems'>), 'sourceItems'),
    targets: readLabelledItems(reader, firstList(source, ['targetItems', 'target_items', 'targets'] satisfies Spelling<'DragDropMatchComponentPayload', 'targetItems'>), 'targetItems'),
  };
}
