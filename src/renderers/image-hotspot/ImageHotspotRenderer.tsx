import { useId, useState, type CSSProperties } from 'react';
import { Rationale } from '../../controls/Rationale';
import type { BlockOf } from '../../model/types';
import type { RendererProps } from '../../registry/types';
import { ImageHotspotFallback } from './ImageHotspotFallback';
import { useImageHotspot } from './useImageHotspot';
import { useKindStrings } from '../useKindStrings';

/**
 * Hotspot buttons over the image, placed by the `--method-hotspot-x/y` variables only; choosing
 * one posts its id as `{ type: 'value' }`. Without a usable image it shows the fallback list.
 * The frame keeps the image's aspect ratio (`--method-hotspot-aspect`) before load and after a
 * load error, so the pins never pile up. Rendered state: `aria-pressed` on the chosen hotspot,
 * `data-image="failed"` on the frame once the image failed to load. An image sent without alt is
 * named by the block's title, else a neutral label: never hidden as decorative.
 */
export function ImageHotspotRenderer(props: RendererProps<BlockOf<'image-hotspot'>>) {
  const { block, answer, onAnswer, status, rationales, strings: playerStrings, allowHttp } = props;
  const strings = useKindStrings(playerStrings);
  const { view, src, chosen } = useImageHotspot(block, answer, allowHttp);
  const id = useId();
  // Keyed by URL, so a re-fetched payload with a new URL gets a fresh attempt.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || view.hotspots.length === 0) return <ImageHotspotFallback {...props} />;
  const chosenLabel = view.hotspots.find((hotspot) => hotspot.id === chosen)?.label;
  const failed = failedSrc === src;
  const frameStyle = view.aspectRatio ? ({ '--method-hotspot-aspect': view.aspectRatio } as CSSProperties) : undefined;
  return (
    <>
      {block.title && <h3>{block.title}</h3>}
      {view.prompt && <p className="method-mcq__question" id={`${id}-prompt`}>{view.prompt}</p>}
      {/* A size container: on a narrow frame the pins show numbers, and the key below names them. */}
      <div className="method-hotspot-figure">
        <div className="method-hotspot" data-image={failed ? 'failed' : undefined} style={frameStyle}>
          {failed ? <div className="method-hotspot__placeholder" /> : <img className="method-hotspot__image" src={src} alt={view.alt || block.title || strings.imageUndescribed} onError={() => setFailedSrc(src)} />}
          <div className="method-hotspot__markers" role="group" aria-labelledby={view.prompt ? `${id}-prompt` : undefined}>
            {view.hotspots.map((hotspot) => (
              <button
                key={hotspot.id}
                type="button"
                className="method-hotspot__marker"
                style={{ '--method-hotspot-x': `${hotspot.x}%`, '--method-hotspot-y': `${hotspot.y}%` } as CSSProperties}
                aria-pressed={chosen === hotspot.id}
                disabled={status !== 'editable'}
                onClick={() => onAnswer({ type: 'value', value: hotspot.id })}
              >
                {/* Its number is drawn by CSS on narrow frames, left out of the name; the label stays the name. */}
                <span className="method-hotspot__label">{hotspot.label}</span>
              </button>
            ))}
          </div>
        </div>
        {/* The key to the numbered pins (their buttons carry the names, so it is not read twice). */}
        <ol className="method-hotspot__key" aria-hidden="true">
          {view.hotspots.map((hotspot) => <li key={hotspot.id}>{hotspot.label}</li>)}
        </ol>
      </div>
      {/* Below the frame, so no pin can cover the description the image would have given. */}
      {failed && <p className="method-notice" data-tone="warning">{strings.hotspotImageFailed(view.alt)}</p>}
      <p className="method-field__hint">{chosenLabel ? strings.hotspotChosen(chosenLabel) : strings.notAnsweredYet}</p>
      <Rationale rationale={rationales[block.id]} strings={strings} />
    </>
  );
}
