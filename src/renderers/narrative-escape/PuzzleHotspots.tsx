import type { CSSProperties } from 'react';
import type { PuzzleControlProps } from './types';

/**
 * One puzzle as toggle buttons (`aria-pressed` on the pick): over the scene image, placed by the
 * `--method-hotspot-x/y` variables only, when every hotspot has a position; else as a list.
 */
export function PuzzleHotspots({ puzzle, label, labelId, state, onChoose, image, strings, children }: PuzzleControlProps) {
  const chosen = puzzle.hotspots.find((hotspot) => hotspot.id === state.selected)?.label;
  const button = (hotspot: PuzzleControlProps['puzzle']['hotspots'][number], placed: boolean) => (
    <button
      key={hotspot.id}
      type="button"
      className={placed ? 'method-hotspot__marker' : 'method-escape__hotspot'}
      style={placed ? ({ '--method-hotspot-x': `${hotspot.x}%`, '--method-hotspot-y': `${hotspot.y}%` } as CSSProperties) : undefined}
      aria-pressed={state.selected === hotspot.id}
      disabled={!state.editable}
      onClick={() => onChoose(hotspot.id)}
    >
      {hotspot.label}
    </button>
  );
  return (
    <div className="method-escape__puzzle" role="group" aria-labelledby={labelId} data-solved={state.solved || undefined}>
      <p className="method-mcq__question" id={labelId}>{label}</p>
      {image ? (
        <div className="method-hotspot">
          <img className="method-hotspot__image" src={image.src} alt={image.alt} />
          <div className="method-hotspot__markers">{puzzle.hotspots.map((hotspot) => button(hotspot, true))}</div>
        </div>
      ) : (
        <ul className="method-escape__hotspots">{puzzle.hotspots.map((hotspot) => <li key={hotspot.id}>{button(hotspot, false)}</li>)}</ul>
      )}
      <p className="method-field__hint">{chosen ? strings.hotspotChosen(chosen) : strings.notAnsweredYet}</p>
      {children}
    </div>
  );
}
