import { memo, useMemo } from 'react';
import { useHydrating } from '../controls/htmlRenderState';
import { groupBlocks, isLongScreen } from '../logic/blockGroups';
import { BlockSlot } from './BlockSlot';

interface GroupProps {
  ids: readonly string[];
  long: boolean;
  hydrating: boolean;
}

const sameGroup = (a: GroupProps, b: GroupProps) => a.long === b.long && a.hydrating === b.hydrating && a.ids.length === b.ids.length && a.ids.every((id, i) => id === b.ids[i]);

/**
 * One group (logic/blockGroups.ts). On a usual screen it has no element of its own, so the DOM is
 * the plain list of blocks. On a long screen it is a plain div the stylesheet renders only near the
 * viewport (docs/performance.md#long-screens-lay-out-what-is-near): one contained box per 64 blocks,
 * as the browser's per-frame check of what is near costs per contained box.
 */
const BlockGroup = memo(function BlockGroup({ ids, long, hydrating }: GroupProps) {
  const slots = ids.map((id) => <BlockSlot key={id} blockId={id} hydrating={hydrating} />);
  // A group with nothing visible has no box: an empty one would stand in for 64 blocks of height.
  if (!long) return slots;
  return ids.length > 0 ? <div className="method-block-group">{slots}</div> : null;
}, sameGroup);

/** The screen's visible blocks, in order, rendered in groups so a change in one copies few fibers. */
export function ScreenBlocks({ all, visible }: { all: readonly string[]; visible: readonly string[] }) {
  const groups = useMemo(() => groupBlocks(all, visible), [all, visible]);
  // By all of the screen's blocks, not the visible ones: a reveal never wraps or unwraps (remounts) the blocks.
  const long = isLongScreen(all.length);
  // True while hydrating server HTML (and on the server); the slots then show the server's state.
  const hydrating = useHydrating();
  // A group's place is its key: the same group is the same component whatever it shows.
  return groups.map((ids, group) => <BlockGroup key={group} ids={ids} long={long} hydrating={hydrating} />);
}
