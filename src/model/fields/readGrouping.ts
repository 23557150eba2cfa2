import { ACTIVITY_PROMPT_KEYS, asRecord, NonEmptyText, Reader } from '../read';
import type { LabelledItem } from '../blockData';
import type { Spelling } from '../spellings';
import { firstList, readLabelledItems } from './readLabelledItems';

/** What a grouping block shows: items, each to be placed in one group. */
export interface GroupingView {
  prompt: string;
  groups: readonly LabelledItem[];
  items: readonly LabelledItem[];
}

/** Reads a grouping component tolerantly; never throws. */
export function readGrouping(fields: unknown, reader = new Reader()): GroupingView {
  const source = asRecord(fields);
  return {
    prompt: reader.firstOf(source, ACTIVITY_PROMPT_KEYS satisfies Spelling<'GroupingComponentPayload', 'prompt'>, NonEmptyText, ''),
    groups: readLabelledItems(reader, firstList(source, ['groups', 'categories', 'buckets'] satisfies Spelling<'GroupingComponentPayload', 'groups'>), 'groups'),
    items: readLabelledItems(reader, firstList(source, ['items', 'cards'] satisfies Spelling<'GroupingComponentPayload', 'items'>), 'items'),
  };
}
