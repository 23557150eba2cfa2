import { useDraggable } from '@dnd-kit/core';
import type { CSSProperties } from 'react';
import type { KindPlayerStrings } from '../../strings/en-kinds';

export interface DraggableItemProps {
  id: string;
  label: string;
  disabled: boolean;
  /** Whether the item is picked by a tap or click and waits for a place. */
  picked: boolean;
  /** A tap or click on the item (not a drag): picks it, or puts it back. */
  onPick: () => void;
  /** Lets the board move focus back here (after Clear or a tap placement). */
  nodeRef: (node: HTMLElement | null) => void;
  /** The player's strings: English with the host's `strings` and `<MethodStrings>` merged over it. */
  strings: KindPlayerStrings;
}

/**
 * One draggable item: a real button. Space or Enter picks it up for a keyboard drag; a tap or
 * click picks it for a tap placement (`aria-pressed`). While dragging it moves through the
 * `--method-drag-x/y` variables only. Rendered state: `data-dragging` while it is picked up,
 * `aria-pressed="true"` while it is picked by a tap.
 */
export function DraggableItem({ id, label, disabled, picked, onPick, nodeRef, strings }: DraggableItemProps) {
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({
    id,
    disabled,
    attributes: { roleDescription: strings.draggableRole },
  });
  const style = transform ? ({ '--method-drag-x': `${transform.x}px`, '--method-drag-y': `${transform.y}px` } as CSSProperties) : undefined;
  return (
    <button
      type="button"
      className="method-dnd__item"
      data-dragging={isDragging || undefined}
      style={style}
      disabled={disabled}
      {...attributes}
      aria-pressed={picked || isDragging}
      {...listeners}
      onClick={onPick}
      ref={(node) => {
        setNodeRef(node);
        nodeRef(node);
      }}
    >
      {label}
    </button>
  );
}
