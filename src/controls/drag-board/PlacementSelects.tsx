import { useId, type ReactNode } from 'react';
import type { LabelledItem } from '../../model/types';

export interface PlacementSelectsProps {
  /** Visible question text; the group's legend. */
  legend: string;
  items: readonly LabelledItem[];
  zones: readonly LabelledItem[];
  placement: Readonly<Record<string, string>>;
  onPlace: (itemId: string, zoneId: string | null) => void;
  disabled: boolean;
  /** The empty choice ("Not matched yet"). */
  emptyLabel: string;
  renderAfterItem?: (itemId: string) => ReactNode;
}

/** The degraded drag board (spec 2.8 rule 7): one native select of zones per item. */
export function PlacementSelects({ legend, items, zones, placement, onPlace, disabled, emptyLabel, renderAfterItem }: PlacementSelectsProps) {
  const id = useId();
  return (
    <fieldset className="method-fieldset" disabled={disabled}>
      {legend && <legend className="method-fieldset__legend">{legend}</legend>}
      {items.map((item, index) => (
        <div key={item.id} className="method-field">
          <label className="method-field__label" htmlFor={`${id}-${index}`}>{item.label}</label>
          <select
            id={`${id}-${index}`}
            className="method-select"
            value={placement[item.id] ?? ''}
            onChange={(event) => onPlace(item.id, event.currentTarget.value === '' ? null : event.currentTarget.value)}
          >
            <option value="">{emptyLabel}</option>
            {zones.map((zone) => (
              <option key={zone.id} value={zone.id}>{zone.label}</option>
            ))}
          </select>
          {renderAfterItem?.(item.id)}
        </div>
      ))}
    </fieldset>
  );
}
