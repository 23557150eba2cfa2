import { useState, type ReactNode } from 'react';

export interface BoardOrListsProps {
  /** The drag board. */
  board: ReactNode;
  /** The same placements as one native select per item (PlacementSelects). */
  lists: ReactNode;
  /** The switch's name ("Choose from lists instead of dragging"): a toggle, pressed while the lists show. */
  switchLabel: string;
  /** Whether the learner may still place items: no switch in review. */
  editable: boolean;
}

/**
 * A drag board with a learner's switch to lists (WCAG 2.5.7): dragging needs a path, a select only
 * single clicks or taps, and both give the same answer. The switch follows the board, so its Tab
 * order leaves the board's untouched; the choice lasts while the block is shown.
 */
export function BoardOrLists({ board, lists, switchLabel, editable }: BoardOrListsProps) {
  const [showLists, setShowLists] = useState(false);
  if (!editable) return <>{board}</>;
  return (
    <>
      {showLists ? lists : board}
      <button type="button" className="method-button" data-variant="link" aria-pressed={showLists} onClick={() => setShowLists(!showLists)}>
        {switchLabel}
      </button>
    </>
  );
}
