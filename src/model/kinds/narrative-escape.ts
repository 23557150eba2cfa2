import { readNarrativeEscape, type NarrativeEscapeView } from '../fields/readNarrativeEscape';
import { defineKind } from './definition';

/** Every puzzle id, in scene order: the ids its answers and rationales are keyed by. */
export function puzzleIds(view: NarrativeEscapeView): string[] {
  return view.scenes.flatMap((scene) => scene.puzzles.map((puzzle) => puzzle.id));
}

/**
 * Scenes of puzzles, each checked by the service on its own (spec 4: no standardized submission). It
 * holds its phase back by its unsolved puzzles (logic/puzzles.ts), not by Continue's answer rule.
 */
export const narrativeEscape = defineKind({
  kind: 'narrative-escape',
  read: (source, reader, path) => readNarrativeEscape(source, reader.under(path)),
  answer: {
    offered: (data) => data.scenes.some((scene) => scene.puzzles.length > 0),
    questionIds: (data) => puzzleIds(data),
    holdsContinue: false,
    requiredByDefault: () => false,
    scored: false,
    posted: true,
  },
});
