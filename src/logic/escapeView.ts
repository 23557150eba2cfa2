import { readNarrativeEscape, type NarrativeEscapeView } from '../model/fields/readNarrativeEscape';
import type { Block } from '../model/types';

// Apart from puzzles.ts, which reads answers and rationales: answers.ts lists puzzle ids from here,
// and a module each imports from the other would be a cycle.

const viewCache = new WeakMap<object, NarrativeEscapeView>();

/** A narrative-escape block's scenes, read once per (frozen) fields object: selectors ask often. */
export function escapeViewOf(block: Block): NarrativeEscapeView {
  let view = viewCache.get(block.fields);
  if (!view) viewCache.set(block.fields, (view = readNarrativeEscape(block.fields)));
  return view;
}

/** Every puzzle id of the block, in scene order: the ids its answers and rationales are keyed by. */
export function puzzleIds(view: NarrativeEscapeView): string[] {
  return view.scenes.flatMap((scene) => scene.puzzles.map((puzzle) => puzzle.id));
}
