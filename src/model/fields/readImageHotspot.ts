import { asRecord, firstPresent, isRecord, Reader } from '../read';
import { outlineReaders } from './outlineReaders';
import type { ImageHotspotOutline } from './readImageHotspotOutline';
import type { Spelling } from '../spellings';

export interface HotspotView {
  id: string;
  label: string;
  /** Position on the image in percent of its width and height, 0..100. */
  x: number;
  y: number;
}

/** What an image-hotspot shows. `imageUrl` is raw: it goes through safeUrl before `src`. */
export interface ImageHotspotView extends ImageHotspotOutline {
  /** CSS aspect-ratio value such as "4 / 3" when the payload gives one, else null. */
  aspectRatio: string | null;
  hotspots: readonly HotspotView[];
}

/** A coordinate as read: its number, and whether it said "%" itself (then it is never a fraction). */
interface Coordinate {
  value: number;
  percentSign: boolean;
}

// Rounded so 0.28 of the width is 28%, not 28.000000000000004%.
const clampPercent = (value: number) => Math.round(Math.min(100, Math.max(0, value)) * 1e4) / 1e4;

function coordinate(value: unknown): Coordinate | null {
  if (typeof value === 'number') return Number.isFinite(value) ? { value, percentSign: false } : null;
  if (typeof value !== 'string') return null;
  const match = value.trim().match(/^(-?\d+(?:\.\d+)?|-?\.\d+)\s*(%?)$/);
  return match ? { value: Number(match[1]), percentSign: match[2] === '%' } : null;
}

/** x and y of one hotspot, from x/y, left/top, cx/cy, a nested position object or an [x, y] pair. */
function position(entry: Readonly<Record<string, unknown>>): [Coordinate | null, Coordinate | null] {
  const pair = [entry.coords, entry.coordinates, entry.position, entry.point].find(Array.isArray) as unknown[] | undefined;
  if (pair) return [coordinate(pair[0]), coordinate(pair[1])];
  const nested = [entry.position, entry.coordinates, entry.coords, entry.point].find(isRecord);
  const from = nested ?? entry;
  const pick = (keys: string[]) => keys.map((key) => coordinate(from[key])).find((found) => found !== null) ?? null;
  return [pick(['x', 'left', 'cx'] satisfies Spelling<'HotspotPayload', 'x'>), pick(['y', 'top', 'cy'] satisfies Spelling<'HotspotPayload', 'y'>)];
}

/** "4:3", "16/9", "800x600", 1.5 or width and height, as a CSS aspect-ratio value; null otherwise. */
function aspectRatio(...sources: ReadonlyArray<Readonly<Record<string, unknown>>>): string | null {
  for (const source of sources) {
    const raw = firstPresent(source, ['aspect_ratio', 'aspectRatio'] satisfies Spelling<'ImageHotspotComponentPayload', 'aspect_ratio'>);
    if (typeof raw === 'number' && Number.isFinite(raw) && raw > 0) return String(raw);
    const ratio = typeof raw === 'string' ? raw.trim().match(/^(\d+(?:\.\d+)?)\s*[/:x]\s*(\d+(?:\.\d+)?)$/) : null;
    if (ratio && Number(ratio[1]) > 0 && Number(ratio[2]) > 0) return `${ratio[1]} / ${ratio[2]}`;
    const { width, height } = source;
    if (typeof width === 'number' && typeof height === 'number' && width > 0 && height > 0) return `${width} / ${height}`;
  }
  return null;
}

/**
 * Reads an image-hotspot component tolerantly (docs/assumptions.md): the image flat or nested as
 * `image: { url, alt }`, positions in percent or, when every given one is within 0..1, as
 * fractions. Unlabelled hotspots are skipped, positions clamped. Never throws.
 */
export function readImageHotspot(fields: unknown, reader = new Reader()): ImageHotspotView {
  const source = asRecord(fields);
  const read = outlineReaders.hotspotEntries(source, reader).map(({ id, label, entry }) => ({ id, label, at: position(entry) }));
  const given = read.flatMap(({ at }) => at.filter((found): found is Coordinate => found !== null));
  const scale = given.length > 0 && given.every((found) => !found.percentSign && found.value >= 0 && found.value <= 1) ? 100 : 1;
  const percent = (found: Coordinate | null) => (found === null ? 50 : clampPercent(found.value * (found.percentSign ? 1 : scale)));
  return {
    ...outlineReaders.readImageHotspotOutline(source, reader),
    aspectRatio: aspectRatio(source, asRecord(source.image)),
    hotspots: read.map(({ id, label, at }) => ({ id, label, x: percent(at[0]), y: percent(at[1]) })),
  };
}
