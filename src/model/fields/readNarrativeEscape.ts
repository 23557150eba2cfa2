import { asRecord, Finite, firstPresent, NonEmptyText, Reader } from '../read';
import type { Spelling } from '../spellings';
import { outlineReaders } from './outlineReaders';
import type { EscapeHotspotEntry } from './readNarrativeEscapeOutline';

/** One place a learner can pick in a puzzle. */
export interface PuzzleHotspotView {
  id: string;
  label: string;
  /** Position on the scene image in percent of its width and height, 0..100; null when not given. */
  x: number | null;
  y: number | null;
}

/** One puzzle of a scene: a prompt and the hotspots to choose from (the solution is the service's). */
export interface PuzzleView {
  id: string;
  prompt: string;
  hotspots: readonly PuzzleHotspotView[];
}

/** One scene. `html` is raw payload HTML (SafeHtml only); `imageUrl` is raw (safeUrl before `src`). */
export interface SceneView {
  id: string;
  title: string;
  html: string;
  imageUrl: string;
  alt: string;
  puzzles: readonly PuzzleView[];
}

export interface NarrativeEscapeView {
  /** The story told before the first scene: raw payload HTML (SafeHtml only), '' when none. */
  introHtml: string;
  scenes: readonly SceneView[];
}

// Read as HTML, like a scene's narrative: the same kind of text under the same spellings.
const INTRO_KEYS = ['intro', 'introduction', 'narrative', 'description', 'text'] satisfies Spelling<'NarrativeEscapeComponentPayload', 'intro'>;

function placeHotspots(reader: Reader, read: readonly EscapeHotspotEntry[]): PuzzleHotspotView[] {
  const placed = read.map(({ id, label, entry }) => ({ id, label, x: reader.firstOf(entry, ['x', 'left'] satisfies Spelling<'EscapeHotspotPayload', 'x'>, Finite, Number.NaN), y: reader.firstOf(entry, ['y', 'top'] satisfies Spelling<'EscapeHotspotPayload', 'y'>, Finite, Number.NaN) }));
  // Positions given as 0-1 fractions: every coordinate of the puzzle lies within 0..1.
  const given = placed.flatMap(({ x, y }) => [x, y]).filter((value) => !Number.isNaN(value));
  const scale = given.length > 0 && given.every((value) => value >= 0 && value <= 1) ? 100 : 1;
  const place = (value: number) => (Number.isNaN(value) ? null : Math.min(100, Math.max(0, value * scale)));
  return placed.map((hotspot) => ({ ...hotspot, x: place(hotspot.x), y: place(hotspot.y) }));
}

function readImage(reader: Reader, scene: Readonly<Record<string, unknown>>): { imageUrl: string; alt: string } {
  const image = firstPresent(scene, ['image', 'img'] satisfies Spelling<'EscapeScenePayload', 'image'>);
  const object = asRecord(image);
  const imageUrl = typeof image === 'string' ? image.trim() : reader.firstOf(object, ['url', 'src', 'image_url', 'imageUrl'] satisfies Spelling<'SceneImagePayload', 'url'>, NonEmptyText, '');
  const alt = reader.firstOf(object, ['alt', 'alt_text', 'altText'] satisfies Spelling<'SceneImagePayload', 'alt'>, NonEmptyText, '') || reader.firstOf(scene, ['alt', 'image_alt', 'imageAlt', 'alt_text'] satisfies Spelling<'EscapeScenePayload', 'alt'>, NonEmptyText, '');
  return { imageUrl: imageUrl || reader.firstOf(scene, ['image_url', 'imageUrl'] satisfies Spelling<'EscapeScenePayload', 'image_url'>, NonEmptyText, ''), alt };
}

/**
 * Reads a narrative-escape component tolerantly, in the kind's chunk: its introduction, then the
 * outline's scenes and puzzles (readNarrativeEscapeOutline.ts) with their texts, images and hotspot
 * positions. Never throws.
 */
export function readNarrativeEscape(fields: unknown, reader = new Reader()): NarrativeEscapeView {
  const source = asRecord(fields);
  const scenes = outlineReaders.escapeSceneEntries(source, reader).map(({ id, entry, puzzles }): SceneView => ({
    id,
    title: reader.firstOf(entry, ['title', 'name', 'heading'] satisfies Spelling<'EscapeScenePayload', 'title'>, NonEmptyText, ''),
    html: reader.firstOf(entry, ['narrative', 'description', 'text', 'body', 'content', 'html'] satisfies Spelling<'EscapeScenePayload', 'narrative'>, NonEmptyText, ''),
    ...readImage(reader, entry),
    puzzles: puzzles.map(({ id: puzzleId, prompt, hotspots }) => ({ id: puzzleId, prompt, hotspots: placeHotspots(reader, hotspots) })),
  }));
  return { introHtml: reader.firstOf(source, INTRO_KEYS, NonEmptyText, ''), scenes };
}
