import { Rationale } from '../../controls/Rationale';
import type { BlockOf } from '../../model/types';
import type { RendererProps } from '../../registry/types';
import { BoardOrLists } from '../../controls/drag-board/BoardOrLists';
import { DragBoard } from '../../controls/drag-board/DragBoard';
import { PlacementSelects } from '../../controls/drag-board/PlacementSelects';
import { place } from '../../controls/drag-board/placement';
import { useKindStrings } from '../useKindStrings';

/** Place each source on the target it matches (drag by mouse or long press, keyboard, or tap then tap); posts `matches`. */
export function DragDropMatchRenderer({ block, answer, onAnswer, status, rationales, strings: playerStrings }: RendererProps<BlockOf<'drag-drop-match'>>) {
  const strings = useKindStrings(playerStrings);
  const view = block.data;
  const bySource = answer?.type === 'matches' ? answer.bySource : {};
  if (view.sources.length === 0 || view.targets.length === 0) {
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
            items={view.sources}
            zones={view.targets}
            placement={bySource}
            disabled={status !== 'editable'}
            onPlace={(sourceId, targetId) => onAnswer({ type: 'matches', bySource: place(bySource, sourceId, targetId) })}
            wording={{
              itemsHeading: strings.matchSourcesHeading,
              zonesHeading: strings.matchTargetsHeading,
              placedIn: strings.matchedTo,
              notPlaced: strings.notMatched,
            }}
            renderAfterItem={(sourceId) => <Rationale rationale={rationales[sourceId]} strings={strings} />}
            resultOf={(sourceId) => rationales[sourceId]?.correct}
            strings={strings}
          />
        }
        lists={
          <PlacementSelects
            legend=""
            items={view.sources}
            zones={view.targets}
            placement={bySource}
            disabled={false}
            emptyLabel={strings.notMatched}
            onPlace={(sourceId, targetId) => onAnswer({ type: 'matches', bySource: place(bySource, sourceId, targetId) })}
            renderAfterItem={(sourceId) => <Rationale rationale={rationales[sourceId]} strings={strings} />}
          />
        }
      />
    </>
  );
}
