import { readNarrativeEscapeOutline, type NarrativeEscapeOutline } from '../fields/readNarrativeEscapeOutline';
import { defineKind } from './definition';

/** Every puzzle id, in scene order: the ids its answers and rationales are keyed by (of the outline or the full view). */
export function puzzleIds(view: NarrativeEscapeOutline): string[] {
  return view.scenes.flatMap((scene) => scene.puzzles.map((puzzle) => puzzle.id));
}

/**
 * Scenes of puzzles, each checked by the service on its own (spec 4: no standardized submission). It
 * holds its phase back by its unsolved puzzles (logic/puzzles.ts), not by Continue's answer rule.
 * The model reads its outline (puzzle ids); the renderer's chunk reads the rest (viewOf).
 */
export const narrativeEscape = defineKind({
  kind: 'narrative-escape',
  read: (source, reader, path) => readNarrativeEscapeOutline(source, reader.under(path)),
  answer: {
    offered: (data) => data.scenes.some((scene) => scene.puzzles.length > 0),
    questionIds: (data) => puzzleIds(data),
    holdsContinue: false,
    requiredByDefault: () => false,
    scored: false,
    posted: true,
  },
});
