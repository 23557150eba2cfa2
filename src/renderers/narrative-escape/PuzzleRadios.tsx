import { useId } from 'react';
import type { PuzzleControlProps } from './types';

/** The degraded puzzle: native radios of the hotspot labels in a fieldset that also holds its Check. */
export function PuzzleRadios({ puzzle, label, labelId, state, onChoose, children }: PuzzleControlProps) {
  const name = useId();
  return (
    <fieldset className="method-choice method-fieldset method-escape__puzzle" data-solved={state.solved || undefined}>
      <legend className="method-mcq__question" id={labelId}>{label}</legend>
      {puzzle.hotspots.map((hotspot, index) => (
        <div key={hotspot.id} className="method-choice__option" data-state={hotspot.id === state.selected ? 'checked' : 'unchecked'}>
          <input
            type="radio"
            id={`${name}-${index}`}
            name={name}
            value={hotspot.id}
            checked={hotspot.id === state.selected}
            disabled={!state.editable}
            onChange={() => onChoose(hotspot.id)}
          />
          <label htmlFor={`${name}-${index}`}>{hotspot.label}</label>
        </div>
      ))}
      {children}
    </fieldset>
  );
}
