import { NativeRadioChoice } from '../../controls/NativeRadioChoice';
import { Rationale } from '../../controls/Rationale';
import type { BlockOf } from '../../model/types';
import type { RendererProps } from '../../registry/types';
import { useImageHotspot } from './useImageHotspot';
import { useKindStrings } from '../useKindStrings';

/** Degraded image-hotspot (spec 2.8 rule 7): the static image, then a radio list of hotspot labels. */
export function ImageHotspotFallback({ block, answer, onAnswer, status, rationales, strings: playerStrings, allowHttp }: RendererProps<BlockOf<'image-hotspot'>>) {
  const strings = useKindStrings(playerStrings);
  const { view, src, chosen } = useImageHotspot(block, answer, allowHttp);
  return (
    <>
      {block.title && <h3>{block.title}</h3>}
      {src ? <img className="method-hotspot__image" src={src} alt={view.alt || block.title || strings.imageUndescribed} /> : <p className="method-notice" data-tone="warning">{strings.imageUnavailable}</p>}
      {view.hotspots.length === 0 ? (
        <p className="method-notice" data-tone="warning">{strings.noItems}</p>
      ) : (
        <NativeRadioChoice
          legend={view.prompt}
          options={view.hotspots.map((hotspot) => ({ value: hotspot.id, label: hotspot.label }))}
          value={chosen}
          disabled={status !== 'editable'}
          onChange={(value) => onAnswer({ type: 'value', value })}
        />
      )}
      <Rationale rationale={rationales[block.id]} strings={strings} />
    </>
  );
}
