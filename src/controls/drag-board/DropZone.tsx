import { useDroppable } from '@dnd-kit/core';

export interface DropZoneProps {
  id: string;
  label: string;
  /** Labels of the items placed here. */
  contents: readonly string[];
  disabled: boolean;
}

/** A place items are dropped on, listing what it holds. Rendered state: `data-over` while an item hovers it. */
export function DropZone({ id, label, contents, disabled }: DropZoneProps) {
  const { setNodeRef, isOver } = useDroppable({ id, disabled });
  return (
    <li ref={setNodeRef} className="method-dnd__zone" data-over={isOver || undefined}>
      <p className="method-field__label">{label}</p>
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
