/**
 * Blocks per render group. When one block changes, React copies the fibers of its siblings and of
 * its ancestors' siblings on the way down: with the thousands of blocks of a large screen in one
 * list, that copy was a large part of a click. In groups of 64 a click copies two short lists
 * (docs/performance.md#render-groups-of-64-blocks).
 */
export const GROUP_SIZE = 64;

/**
 * A screen of more blocks than one group is long: the stylesheet lays out and paints only its
 * blocks near the viewport (`content-visibility: auto`, docs/performance.md#long-screens-lay-out-what-is-near).
 * A course's usual screen of a handful of blocks is never contained, so nothing about it changes.
 */
export const isLongScreen = (blockCount: number): boolean => blockCount > GROUP_SIZE;

/**
 * The visible blocks in groups by their place among all of the screen's blocks (`visible` is a
 * subsequence of `all`), so a block stays in its group, and keeps its state, when a reveal shows
 * or hides blocks before it. Groups with nothing visible are empty, not dropped, for the same reason.
 */
export function groupBlocks(all: readonly string[], visible: readonly string[]): string[][] {
  const groups: string[][] = [];
  let place = 0;
  for (const id of visible) {
    while (place < all.length && all[place] !== id) place += 1;
    const group = Math.floor(place / GROUP_SIZE);
    while (groups.length <= group) groups.push([]);
    groups[group]!.push(id);
  }
  return groups;
}
