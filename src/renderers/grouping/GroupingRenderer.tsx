import { Rationale } from '../../controls/Rationale';
import type { BlockOf } from '../../model/types';
import type { RendererProps } from '../../registry/types';
import { BoardOrLists } from '../../controls/drag-board/BoardOrLists';
import { DragBoard } from '../../controls/drag-board/DragBoard';
import { PlacementSelects } from '../../controls/drag-board/PlacementSelects';
import { place } from '../../controls/drag-board/placement';
import { useKindStrings } from '../useKindStrings';

/** Place each item on its group (drag by mouse or long press, keyboard, or tap then tap); posts `placements`. */
export function GroupingRenderer({ block, answer, onAnswer, status, rationales, strings: playerStrings }: RendererProps<BlockOf<'grouping'>>) {
  const strings = useKindStrings(playerStrings);
  const view = block.data;
  const byItem = answer?.type === 'placements' ? answer.byItem : {};
  if (view.items.length === 0 || view.groups.length === 0) {
    return <p className="method-notice" data-tone="warning">{strings.noItems}</p>;
  }
  return (
    <>
      {block.title && <h3>{block.title}</h3>}
      {view.prompt && <p className="method-mcq__question">{view.prompt}</p>}
      <BoardOrLists
        editable={status === 'editable'}
        switchLabel={strings.useListsInsteadOfDragging}
        board={
          <DragBoard
            items={view.items}
            zones={view.groups}
            placement={byItem}
            disabled={status !== 'editable'}
            onPlace={(itemId, groupId) => onAnswer({ type: 'placements', byItem: place(byItem, itemId, groupId) })}
            wording={{
              itemsHeading: strings.groupItemsHeading,
              zonesHeading: strings.groupZonesHeading,
              placedIn: strings.placedIn,
              notPlaced: strings.notPlaced,
            }}
            renderAfterItem={(itemId) => <Rationale rationale={rationales[itemId]} strings={strings} />}
            resultOf={(itemId) => rationales[itemId]?.correct}
            strings={strings}
          />
        }
        lists={
          <PlacementSelects
            legend=""
            items={view.items}
            zones={view.groups}
            placement={byItem}
            disabled={false}
            emptyLabel={strings.notPlaced}
            onPlace={(itemId, groupId) => onAnswer({ type: 'placements', byItem: place(byItem, itemId, groupId) })}
            renderAfterItem={(itemId) => <Rationale rationale={rationales[itemId]} strings={strings} />}
          />
        }
      />
    </>
  );
}
