import type { ReactNode } from 'react';
import type { PuzzleView } from '../../model/fields/readNarrativeEscape';
import type { KindPlayerStrings } from '../../strings/en-kinds';
import type { PuzzleState } from './useNarrativeEscape';

/** What the Renderer's hotspot buttons and the Fallback's radios both receive for one puzzle. */
export interface PuzzleControlProps {
  puzzle: PuzzleView;
  /** The puzzle's prompt, or its scene's title when it has none. */
  label: string;
  labelId: string;
  state: PuzzleState;
  onChoose: (hotspotId: string) => void;
  /** The scene image to place the hotspots over (every hotspot has a position), else null. */
  image: { src: string; alt: string } | null;
  strings: KindPlayerStrings;
  /** The Check button and the verdict, kept inside the puzzle's group. */
  children: ReactNode;
}
