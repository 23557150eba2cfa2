import { memo, useMemo } from 'react';
import { groupBlocks } from '../logic/blockGroups';
import { BlockSlot } from './BlockSlot';

const sameIds = (a: { ids: readonly string[] }, b: { ids: readonly string[] }) => a.ids.length === b.ids.length && a.ids.every((id, i) => id === b.ids[i]);

/** One group (logic/blockGroups.ts): no element of its own, so the DOM and the accessibility tree are the plain list of blocks. */
const BlockGroup = memo(function BlockGroup({ ids }: { ids: readonly string[] }) {
  return ids.map((id) => <BlockSlot key={id} blockId={id} />);
}, sameIds);

/** The screen's visible blocks, in order, rendered in groups so a change in one copies few fibers. */
export function ScreenBlocks({ all, visible }: { all: readonly string[]; visible: readonly string[] }) {
  const groups = useMemo(() => groupBlocks(all, visible), [all, visible]);
  // A group's place is its key: the same group is the same component whatever it shows.
  return groups.map((ids, group) => <BlockGroup key={group} ids={ids} />);
}
