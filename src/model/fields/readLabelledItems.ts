import { isRecord, type Reader, TextOrNumber } from '../read';
import type { LabelledItem } from '../blockData';
import type { Spelling } from '../spellings';

const ID_KEYS = ['id', 'key', 'value'] as const satisfies Spelling<'MatchItemPayload' | 'CardFlipCardPayload', 'id'>;
const LABEL_KEYS = ['label', 'text', 'content', 'title', 'name'] as const satisfies Spelling<'MatchItemPayload' | 'CardFlipCardPayload', 'label'>;

/**
 * Items arrive as objects (`{ id, label }`, `{ id, text }`, `{ id, content }`) or as plain strings.
 * A string is its own id (it is what the service would have to match), as is the label of an object
 * without an id; an object without a label shows its id. Junk entries are skipped and repeated ids
 * get a suffix, so ids stay unique. Renderers and logic/answers.ts both read ids through here.
 */
export function readLabelledItems(reader: Reader, raw: unknown, path: string): LabelledItem[] {
  if (!Array.isArray(raw)) {
    if (raw !== undefined && raw !== null) reader.report('invalid_field', 'items is not a list', path);
    return [];
  }
  const items: LabelledItem[] = [];
  const used = new Set<string>();
  raw.forEach((entry, index) => {
    let id = '';
    let label = '';
    if (typeof entry === 'string' || typeof entry === 'number') {
      id = String(entry).trim();
      label = id;
    } else if (isRecord(entry)) {
      label = String(reader.firstOf(entry, LABEL_KEYS, TextOrNumber, ''));
      id = String(reader.firstOf(entry, ID_KEYS, TextOrNumber, '')) || label;
      label ||= id;
    }
    if (id === '' || label === '') {
      reader.report('invalid_field', 'item has no id or label; skipped', `${path}[${index}]`);
      return;
    }
    if (used.has(id)) {
      reader.report('duplicate_id', `item id "${id}" repeats; the second is kept with a suffix`, `${path}[${index}]`);
      id = `${id}#${index}`;
    }
    used.add(id);
    items.push({ id, label });
  });
  return items;
}

/** The first of several spellings that holds a list; else the first present value, so it is reported. */
export function firstList(source: Readonly<Record<string, unknown>>, keys: readonly string[]): unknown {
  const present = keys.map((key) => source[key]).filter((value) => value !== undefined && value !== null);
  return present.find(Array.isArray) ?? present[0];
}
