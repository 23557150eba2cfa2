import * as v from 'valibot';
import { asRecord, isRecord, NonEmptyText, Reader } from '../read';

export interface HotspotView {
  id: string;
  label: string;
  /** Position on the image in percent of its width and height, 0..100. */
  x: number;
  y: number;
}

/** What an image-hotspot shows. `imageUrl` is raw: it goes through safeUrl before `src`. */
export interface ImageHotspotView {
  imageUrl: string;
  alt: string;
  prompt: string;
  hotspots: readonly HotspotView[];
}

const Finite = v.pipe(v.number(), v.finite());
const TextOrNumber = v.union([NonEmptyText, v.number()]);
const percent = (value: number) => Math.min(100, Math.max(0, value));

/** Reads an image-hotspot component tolerantly: unlabelled hotspots are skipped, positions clamped. Never throws. */
export function readImageHotspot(fields: unknown): ImageHotspotView {
  const reader = new Reader();
  const source = asRecord(fields);
  const raw = [source.hotspots, source.regions, source.spots].find(Array.isArray) ?? [];
  const used = new Set<string>();
  const hotspots = (raw as unknown[]).flatMap((entry, index): HotspotView[] => {
    if (!isRecord(entry)) return [];
    const label = String(reader.firstOf(entry, ['label', 'text', 'title', 'name'], TextOrNumber, ''));
    let id = String(reader.firstOf(entry, ['id', 'key', 'value'], TextOrNumber, '')) || label;
    if (label === '' || id === '') return [];
    if (used.has(id)) id = `${id}#${index}`;
    used.add(id);
    return [{ id, label, x: percent(reader.firstOf(entry, ['x', 'left'], Finite, 50)), y: percent(reader.firstOf(entry, ['y', 'top'], Finite, 50)) }];
  });
  return {
    imageUrl: reader.firstOf(source, ['image_url', 'imageUrl', 'url', 'src'], NonEmptyText, ''),
    alt: reader.firstOf(source, ['alt', 'alt_text', 'altText'], NonEmptyText, ''),
    prompt: reader.firstOf(source, ['prompt', 'question', 'instructions', 'title'], NonEmptyText, ''),
    hotspots,
  };
}
