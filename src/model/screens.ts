import type { DisplayMode, Screen } from './types';

/** What screens.ts needs to know of a block. */
export interface ScreenPlacement {
  id: string;
  /** Valid screen_index as delivered, or null when missing or invalid. */
  screenIndex: number | null;
  screenRole: 'primary' | 'attached';
}

export interface ScreenGrouping {
  screens: Screen[];
  /** Delivered screen_index values that skipped numbers (e.g. 0, 2). */
  gaps: number[];
  /** How many distinct screens the delivered indexes described. */
  distinctIndexes: number;
  /** Final screen_index per block id after placing blocks that had none. */
  placedIndex: Map<string, number>;
}

/**
 * Groups a phase's blocks into screens (spec 2.8 rule 2). Screen breaks come only from
 * screen_index. A block without a valid index joins the previous block's screen when it is
 * `attached`, else starts the next one, so an older or broken payload still pages sensibly.
 * Stacked phases are a single screen. Always returns at least one screen.
 */
export function groupIntoScreens(blocks: readonly ScreenPlacement[], displayMode: DisplayMode): ScreenGrouping {
  const placedIndex = new Map<string, number>();
  let previous = -1;
  for (const block of blocks) {
    const index =
      block.screenIndex ?? (block.screenRole === 'attached' && previous >= 0 ? previous : previous + 1);
    placedIndex.set(block.id, index);
    previous = Math.max(previous, index);
  }

  const distinct = [...new Set(placedIndex.values())].sort((a, b) => a - b);
  const gaps = distinct.filter((value, i) => value !== (i === 0 ? 0 : (distinct[i - 1] ?? 0) + 1));

  if (displayMode === 'stacked' || distinct.length === 0) {
    return { screens: [{ index: 0, blockIds: blocks.map((b) => b.id) }], gaps, distinctIndexes: distinct.length, placedIndex };
  }
  const screens = distinct.map((screenIndex, ordinal) => ({
    index: ordinal,
    // Authored order within a screen; nothing reorders (spec 2.8 rule 1).
    blockIds: blocks.filter((b) => placedIndex.get(b.id) === screenIndex).map((b) => b.id),
  }));
  return { screens, gaps, distinctIndexes: distinct.length, placedIndex };
}
