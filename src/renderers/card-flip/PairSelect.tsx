import { useState } from 'react';
import type { LabelledItem } from '../../model/types';
import type { KindPlayerStrings } from '../../strings/en-kinds';

export interface PairSelectProps {
  card: LabelledItem;
  /** The other unpaired cards this one may pair with. */
  others: readonly LabelledItem[];
  id: string;
  onPair: (otherId: string) => void;
  selectRef: (node: HTMLElement | null) => void;
  strings: KindPlayerStrings;
}

/**
 * One card's "pairs with" select and its Pair button. Choosing in the select commits nothing:
 * arrow keys on a closed select fire `change` in Chromium, so pairing waits for the button
 * (WCAG 3.2.2 On Input).
 */
export function PairSelect({ card, others, id, onPair, selectRef, strings }: PairSelectProps) {
  const [chosen, setChosen] = useState('');
  // A card chosen here may have been paired elsewhere since.
  const current = others.some((other) => other.id === chosen) ? chosen : '';
  return (
    <div className="method-field">
      <label className="method-field__label" htmlFor={id}>{strings.pairWith(card.label)}</label>
      <div className="method-field__row">
        <select id={id} className="method-select" ref={selectRef} value={current} onChange={(event) => setChosen(event.currentTarget.value)}>
          <option value="">{strings.selectPlaceholder}</option>
          {others.map((other) => (
            <option key={other.id} value={other.id}>{other.label}</option>
          ))}
        </select>
        <button
          type="button"
          className="method-button"
          data-variant="secondary"
          aria-label={strings.pairActionLabel(card.label)}
          onClick={() => current && onPair(current)}
        >
          {strings.pairAction}
        </button>
      </div>
    </div>
  );
}
