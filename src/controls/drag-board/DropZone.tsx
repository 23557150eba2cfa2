import { useDroppable } from '@dnd-kit/core';

export interface DropZoneProps {
  id: string;
  label: string;
  /** Labels of the items placed here. */
  contents: readonly string[];
  disabled: boolean;
  /** The accessible name of the zone's place button while an item is picked by a tap; null when none is. */
  placeLabel: string | null;
  /** Places the picked item here. */
  onPlace: () => void;
}

/**
 * A place items are dropped on, listing what it holds. While an item is picked by a tap its label
 * becomes a button that places the item here (the whole zone is its target). Rendered state:
 * `data-over` while an item hovers it, `data-awaiting` while a picked item waits for a place.
 */
export function DropZone({ id, label, contents, disabled, placeLabel, onPlace }: DropZoneProps) {
  const { setNodeRef, isOver } = useDroppable({ id, disabled });
  const awaiting = placeLabel !== null && !disabled;
  return (
    <li ref={setNodeRef} className="method-dnd__zone" data-over={isOver || undefined} data-awaiting={awaiting || undefined}>
      {awaiting ? (
        <button type="button" className="method-dnd__place" aria-label={placeLabel} onClick={onPlace}>
          {label}
        </button>
      ) : (
        <p className="method-field__label">{label}</p>
      )}
      {contents.length > 0 && (
        <ul className="method-dnd__contents">
          {contents.map((content, index) => (
            <li key={`${index}-${content}`}>{content}</li>
          ))}
        </ul>
      )}
    </li>
  );
}
