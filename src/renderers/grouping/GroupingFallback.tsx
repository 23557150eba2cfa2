import { Rationale } from '../../controls/Rationale';
import type { BlockOf } from '../../model/types';
import type { RendererProps } from '../../registry/types';
import { place } from '../../controls/drag-board/placement';
import { PlacementSelects } from '../../controls/drag-board/PlacementSelects';
import { useKindStrings } from '../useKindStrings';

/** Degraded grouping: a dropdown of groups per item; same `placements` answer. */
export function GroupingFallback({ block, answer, onAnswer, status, rationales, strings: playerStrings }: RendererProps<BlockOf<'grouping'>>) {
  const strings = useKindStrings(playerStrings);
  const view = block.data;
  const byItem = answer?.type === 'placements' ? answer.byItem : {};
  if (view.items.length === 0 || view.groups.length === 0) {
    return <p className="method-notice" data-tone="warning">{strings.noItems}</p>;
  }
  return (
    <>
      {block.title && <h3>{block.title}</h3>}
      <PlacementSelects
        legend={view.prompt}
        items={view.items}
        zones={view.groups}
        placement={byItem}
        disabled={status !== 'editable'}
        emptyLabel={strings.notPlaced}
        onPlace={(itemId, groupId) => onAnswer({ type: 'placements', byItem: place(byItem, itemId, groupId) })}
        renderAfterItem={(itemId) => <Rationale rationale={rationales[itemId]} strings={strings} />}
      />
    </>
  );
}
