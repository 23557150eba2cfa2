import { ACTIVITY_PROMPT_KEYS, asRecord, isRecord, NonEmptyText, Reader, TextOrNumber } from '../read';
import type { LabelledItem } from '../blockData';
import type { Spelling } from '../spellings';

/**
 * What the player needs of an image-hotspot before its chunk loads: the hotspots' ids and labels
 * (answer progress, a result's text) and the image's URL and alt (normalize's finding). Positions
 * and the aspect ratio are read by readImageHotspot, in the kind's chunk.
 */
export interface ImageHotspotOutline {
  imageUrl: string;
  alt: string;
  prompt: string;
  hotspots: readonly LabelledItem[];
}

/** One labelled hotspot and the entry it was read from (readImageHotspot reads its position there). */
export interface HotspotEntry extends LabelledItem {
  entry: Readonly<Record<string, unknown>>;
}

const URL_KEYS = ['image_url', 'imageUrl', 'url', 'src'] satisfies Spelling<'ImageHotspotComponentPayload' | 'HotspotImagePayload', 'image_url'>;
const ALT_KEYS = ['alt', 'alt_text', 'altText'] satisfies Spelling<'ImageHotspotComponentPayload' | 'HotspotImagePayload', 'alt'>;

/** The labelled hotspots in order: unlabelled ones skipped, a repeated id suffixed with its index. */
export function hotspotEntries(source: Readonly<Record<string, unknown>>, reader: Reader): HotspotEntry[] {
  const raw = (['hotspots', 'regions', 'spots'] satisfies Spelling<'ImageHotspotComponentPayload', 'hotspots'>).map((key) => source[key]).find(Array.isArray) ?? [];
  const used = new Set<string>();
  return (raw as unknown[]).flatMap((entry, index) => {
    if (!isRecord(entry)) return [];
    const label = String(reader.firstOf(entry, ['label', 'text', 'title', 'name'] satisfies Spelling<'HotspotPayload', 'label'>, TextOrNumber, ''));
    let id = String(reader.firstOf(entry, ['id', 'key', 'value'] satisfies Spelling<'HotspotPayload', 'id'>, TextOrNumber, '')) || label;
    if (label === '' || id === '') return [];
    if (used.has(id)) id = `${id}#${index}`;
    used.add(id);
    return [{ id, label, entry }];
  });
}

/** The image flat or nested as `image: { url, alt }` (docs/assumptions.md). Never throws. */
export function readImageHotspotOutline(fields: unknown, reader = new Reader()): ImageHotspotOutline {
  const source = asRecord(fields);
  const image = asRecord(source.image);
  return {
    imageUrl: reader.firstOf(source, URL_KEYS, NonEmptyText, '') || (typeof source.image === 'string' ? source.image.trim() : '') || reader.firstOf(image, URL_KEYS, NonEmptyText, ''),
    alt: reader.firstOf(source, ALT_KEYS, NonEmptyText, '') || reader.firstOf(image, ALT_KEYS, NonEmptyText, ''),
    prompt: reader.firstOf(source, ACTIVITY_PROMPT_KEYS satisfies Spelling<'ImageHotspotComponentPayload', 'prompt'>, NonEmptyText, ''),
    hotspots: hotspotEntries(source, reader).map(({ id, label }) => ({ id, label })),
  };
}
