import { Rationale } from '../../controls/Rationale';
import type { BlockOf } from '../../model/types';
import type { RendererProps } from '../../registry/types';
import { place } from '../../controls/drag-board/placement';
import { PlacementSelects } from '../../controls/drag-board/PlacementSelects';
import { useKindStrings } from '../useKindStrings';

/** Degraded drag-drop-match (spec 2.8 rule 7): a dropdown of targets per source; same `matches` answer. */
export function DragDropMatchFallback({ block, answer, onAnswer, status, rationales, strings: playerStrings }: RendererProps<BlockOf<'drag-drop-match'>>) {
  const strings = useKindStrings(playerStrings);
  const view = block.data;
  const bySource = answer?.type === 'matches' ? answer.bySource : {};
  if (view.sources.length === 0 || view.targets.length === 0) {
    return <p className="method-notice" data-tone="warning">{strings.noItems}</p>;
  }
  return (
    <>
      {block.title && <h3>{block.title}</h3>}
      <PlacementSelects
        legend={view.prompt}
        items={view.sources}
        zones={view.targets}
        placement={bySource}
        disabled={status !== 'editable'}
        emptyLabel={strings.notMatched}
        onPlace={(sourceId, targetId) => onAnswer({ type: 'matches', bySource: place(bySource, sourceId, targetId) })}
        renderAfterItem={(sourceId) => <Rationale rationale={rationales[sourceId]} strings={strings} />}
      />
    </>
  );
}
