import { asRecord, Finite, isRecord, NonEmptyText, Reader, TextOrNumber } from '../read';

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

const ID_KEYS = ['id', 'key', 'value'];
const LABEL_KEYS = ['label', 'text', 'title', 'name'];
const HOTSPOT_KEYS = ['hotspots', 'options', 'choices', 'spots'];
const PROMPT_KEYS = ['prompt', 'question', 'instructions', 'title', 'text'];
// Read as HTML, like a scene's narrative: the same kind of text under the same spellings.
const INTRO_KEYS = ['intro', 'introduction', 'narrative', 'description', 'text'];

const list = (source: Readonly<Record<string, unknown>>, keys: readonly string[]): unknown[] =>
  (keys.map((key) => source[key]).find(Array.isArray) as unknown[] | undefined) ?? [];

/** Keeps ids unique within `used`: a repeat gets a `#n` suffix (n: ids seen so far), as the other readers do. */
function unique(id: string, used: Set<string>): string {
  const kept = used.has(id) ? `${id}#${used.size}` : id;
  used.add(kept);
  return kept;
}

function readHotspots(reader: Reader, raw: unknown[]): PuzzleHotspotView[] {
  const used = new Set<string>();
  const read = raw.flatMap((entry) => {
    if (!isRecord(entry)) return [];
    const label = String(reader.firstOf(entry, LABEL_KEYS, TextOrNumber, ''));
    const id = String(reader.firstOf(entry, ID_KEYS, TextOrNumber, '')) || label;
    if (label === '') return [];
    const x = reader.firstOf(entry, ['x', 'left'], Finite, Number.NaN);
    const y = reader.firstOf(entry, ['y', 'top'], Finite, Number.NaN);
    return [{ id: unique(id, used), label, x, y }];
  });
  // Positions given as 0-1 fractions: every coordinate of the puzzle lies within 0..1.
  const given = read.flatMap(({ x, y }) => [x, y]).filter((value) => !Number.isNaN(value));
  const scale = given.length > 0 && given.every((value) => value >= 0 && value <= 1) ? 100 : 1;
  const place = (value: number) => (Number.isNaN(value) ? null : Math.min(100, Math.max(0, value * scale)));
  return read.map((hotspot) => ({ ...hotspot, x: place(hotspot.x), y: place(hotspot.y) }));
}

function readPuzzle(reader: Reader, hotspots: unknown[], id: string, prompt: string, used: Set<string>): PuzzleView[] {
  const read = readHotspots(reader, hotspots);
  return id === '' || read.length === 0 ? [] : [{ id: unique(id, used), prompt, hotspots: read }];
}

function readImage(reader: Reader, scene: Readonly<Record<string, unknown>>): { imageUrl: string; alt: string } {
  const image = scene.image ?? scene.img;
  const object = asRecord(image);
  const imageUrl = typeof image === 'string' ? image.trim() : reader.firstOf(object, ['url', 'src', 'image_url', 'imageUrl'], NonEmptyText, '');
  const alt = reader.firstOf(object, ['alt', 'alt_text', 'altText'], NonEmptyText, '') || reader.firstOf(scene, ['alt', 'image_alt', 'imageAlt', 'alt_text'], NonEmptyText, '');
  return { imageUrl: imageUrl || reader.firstOf(scene, ['image_url', 'imageUrl'], NonEmptyText, ''), alt };
}

/**
 * Reads a narrative-escape component tolerantly: its introduction, then scenes in order, each with
 * its puzzles (or, when a scene's `hotspots` carry no options of their own, one puzzle of them keyed
 * by the scene id).
 * Puzzles without an id or a labelled hotspot are skipped: nothing could be checked. Never throws.
 */
export function readNarrativeEscape(fields: unknown, reader = new Reader()): NarrativeEscapeView {
  const usedScenes = new Set<string>();
  const usedPuzzles = new Set<string>();
  const source = asRecord(fields);
  const scenes = list(source, ['scenes', 'steps', 'rooms']).flatMap((entry, index): SceneView[] => {
    if (!isRecord(entry)) return [];
    const id = unique(String(reader.firstOf(entry, ID_KEYS, TextOrNumber, `scene-${index + 1}`)), usedScenes);
    const raw = list(entry, ['puzzles', 'hotspots']);
    const nested = Array.isArray(entry.puzzles) || raw.some((puzzle) => isRecord(puzzle) && list(puzzle, HOTSPOT_KEYS).length > 0);
    const puzzles = nested
      ? raw.flatMap((puzzle) =>
          isRecord(puzzle)
            ? readPuzzle(reader, list(puzzle, HOTSPOT_KEYS), String(reader.firstOf(puzzle, ['id', 'key'], TextOrNumber, '')), reader.firstOf(puzzle, PROMPT_KEYS, NonEmptyText, ''), usedPuzzles)
            : [],
        )
      : readPuzzle(reader, raw, id, reader.firstOf(entry, ['prompt', 'question', 'instructions'], NonEmptyText, ''), usedPuzzles);
    return [{
      id,
      title: reader.firstOf(entry, ['title', 'name', 'heading'], NonEmptyText, ''),
      html: reader.firstOf(entry, ['narrative', 'description', 'text', 'body', 'content', 'html'], NonEmptyText, ''),
      ...readImage(reader, entry),
      puzzles,
    }];
  });
  return { introHtml: reader.firstOf(source, INTRO_KEYS, NonEmptyText, ''), scenes };
}
