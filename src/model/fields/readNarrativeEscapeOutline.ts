import { asRecord, isRecord, NonEmptyText, Reader, TextOrNumber } from '../read';
import type { Spelling } from '../spellings';

/**
 * What the player needs of a narrative-escape before its chunk loads: its scenes and their puzzles'
 * ids, in order (the ids its checks and rationales are keyed by; logic/puzzles.ts holds the phase
 * by them). Texts, images and hotspot positions are readNarrativeEscape's, in the kind's chunk.
 */
export interface NarrativeEscapeOutline {
  scenes: ReadonlyArray<{ id: string; puzzles: ReadonlyArray<{ id: string }> }>;
}

/** One labelled hotspot of a puzzle and the entry it was read from (its position is read there). */
export interface EscapeHotspotEntry {
  id: string;
  label: string;
  entry: Readonly<Record<string, unknown>>;
}

/** A scene as read for its ids, with the records the full reader reads the rest from. */
export interface EscapeSceneEntry {
  id: string;
  entry: Readonly<Record<string, unknown>>;
  puzzles: Array<{ id: string; prompt: string; hotspots: EscapeHotspotEntry[] }>;
}

const ID_KEYS = ['id', 'key', 'value'] satisfies Spelling<'EscapeScenePayload' | 'EscapeHotspotPayload', 'id'>;
const LABEL_KEYS = ['label', 'text', 'title', 'name'] satisfies Spelling<'EscapeHotspotPayload', 'label'>;
const HOTSPOT_KEYS = ['hotspots', 'options', 'choices', 'spots'] satisfies Spelling<'EscapePuzzlePayload', 'hotspots'>;
const PROMPT_KEYS = ['prompt', 'question', 'instructions', 'title', 'text'] satisfies Spelling<'EscapePuzzlePayload', 'prompt'>;

const listOf = (source: Readonly<Record<string, unknown>>, keys: readonly string[]): unknown[] =>
  (keys.map((key) => source[key]).find(Array.isArray) as unknown[] | undefined) ?? [];

/** Keeps ids unique within `used`: a repeat gets a `#n` suffix (n: ids seen so far), as the other readers do. */
function unique(id: string, used: Set<string>): string {
  const kept = used.has(id) ? `${id}#${used.size}` : id;
  used.add(kept);
  return kept;
}

function hotspotEntries(reader: Reader, raw: unknown[]): EscapeHotspotEntry[] {
  const used = new Set<string>();
  return raw.flatMap((entry) => {
    if (!isRecord(entry)) return [];
    const label = String(reader.firstOf(entry, LABEL_KEYS, TextOrNumber, ''));
    const id = String(reader.firstOf(entry, ID_KEYS, TextOrNumber, '')) || label;
    return label === '' ? [] : [{ id: unique(id, used), label, entry }];
  });
}

function puzzle(reader: Reader, hotspots: unknown[], id: string, prompt: string, used: Set<string>): EscapeSceneEntry['puzzles'] {
  const read = hotspotEntries(reader, hotspots);
  return id === '' || read.length === 0 ? [] : [{ id: unique(id, used), prompt, hotspots: read }];
}

/**
 * Scenes in order, each with its puzzles (or, when a scene's `hotspots` carry no options of their
 * own, one puzzle of them keyed by the scene id). Puzzles without an id or a labelled hotspot are
 * skipped: nothing could be checked. Never throws.
 */
export function escapeSceneEntries(source: Readonly<Record<string, unknown>>, reader: Reader): EscapeSceneEntry[] {
  const usedScenes = new Set<string>();
  const usedPuzzles = new Set<string>();
  return listOf(source, ['scenes', 'steps', 'rooms'] satisfies Spelling<'NarrativeEscapeComponentPayload', 'scenes'>).flatMap((entry, index): EscapeSceneEntry[] => {
    if (!isRecord(entry)) return [];
    const id = unique(String(reader.firstOf(entry, ID_KEYS, TextOrNumber, `scene-${index + 1}`)), usedScenes);
    const raw = listOf(entry, ['puzzles', 'hotspots']);
    const nested = Array.isArray(entry.puzzles) || raw.some((one) => isRecord(one) && listOf(one, HOTSPOT_KEYS).length > 0);
    const puzzles = nested
      ? raw.flatMap((one) =>
          isRecord(one)
            ? puzzle(reader, listOf(one, HOTSPOT_KEYS), String(reader.firstOf(one, ['id', 'key'] satisfies Spelling<'EscapePuzzlePayload', 'id'>, TextOrNumber, '')), reader.firstOf(one, PROMPT_KEYS, NonEmptyText, ''), usedPuzzles)
            : [],
        )
      : puzzle(reader, raw, id, reader.firstOf(entry, ['prompt', 'question', 'instructions'] satisfies Spelling<'EscapeScenePayload', 'prompt'>, NonEmptyText, ''), usedPuzzles);
    return [{ id, entry, puzzles }];
  });
}

export function readNarrativeEscapeOutline(fields: unknown, reader = new Reader()): NarrativeEscapeOutline {
  return {
    scenes: escapeSceneEntries(asRecord(fields), reader).map((scene) => ({ id: scene.id, puzzles: scene.puzzles.map((one) => ({ id: one.id })) })),
  };
}
