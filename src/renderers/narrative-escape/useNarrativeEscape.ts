import { useState } from 'react';
import { isPuzzleSolved, unlockedSceneCount } from '../../logic/puzzles';
import type { QuestionRationale } from '../../logic/result';
import { readNarrativeEscape, type NarrativeEscapeView, type PuzzleView } from '../../model/fields/readNarrativeEscape';
import { viewOf } from '../../model/fields/viewOf';
import type { BlockOf } from '../../model/types';
import type { RendererProps } from '../../registry/types';

/** What one puzzle shows now. */
export interface PuzzleState {
  selected: string | undefined;
  solved: boolean;
  /** The verdict to show: hidden while a check is pending and once the learner picked another answer. */
  verdict: QuestionRationale | undefined;
  /** Hotspots can be picked (not solved, not under review, no check in flight). */
  editable: boolean;
  /** The Check button is offered (the service can be asked and the puzzle is not solved). */
  checkable: boolean;
}

export interface NarrativeEscapeState {
  view: NarrativeEscapeView;
  /** How many scenes are shown: all under review, else those opened by solving the ones before. */
  shown: number;
  puzzle(puzzle: PuzzleView): PuzzleState;
  choose(puzzleId: string, hotspotId: string): void;
  check(): void;
}

/**
 * The state Renderer and Fallback share. The answer is `{ type: 'selections' }` keyed by puzzle id,
 * so both post the same body; solved means the service's check said so (solutions are stripped).
 */
export function useNarrativeEscape({ block, answer, onAnswer, status, rationales, onCheck, checkState }: RendererProps<BlockOf<'narrative-escape'>>): NarrativeEscapeState {
  const view = viewOf(block, readNarrativeEscape);
  const selections = answer?.type === 'selections' ? answer.byQuestion : {};
  // What each puzzle held when last checked: a later pick hides that (stale) verdict.
  const [checked, setChecked] = useState<Readonly<Record<string, string>>>({});
  const pending = checkState === 'pending';
  return {
    view,
    shown: status === 'review' ? view.scenes.length : unlockedSceneCount(view, rationales),
    puzzle(puzzle) {
      const selected = selections[puzzle.id];
      const rationale = rationales[puzzle.id];
      const solved = isPuzzleSolved(rationale);
      const stale = !solved && (pending || (checked[puzzle.id] !== undefined && checked[puzzle.id] !== selected));
      const editable = status === 'editable' && !solved && !pending;
      return { selected, solved, verdict: stale ? undefined : rationale, editable, checkable: onCheck !== undefined && status === 'editable' && !solved };
    },
    choose(puzzleId, hotspotId) {
      onAnswer({ type: 'selections', byQuestion: { ...selections, [puzzleId]: hotspotId } });
    },
    check() {
      if (!onCheck || pending) return;
      setChecked(selections);
      onCheck();
    },
  };
}
