import { useDraggable } from '@dnd-kit/core';
import type { CSSProperties } from 'react';
import type { PlayerStrings } from '../../strings/en';

export interface DraggableItemProps {
  id: string;
  label: string;
  disabled: boolean;
  /** Lets the board move focus back here (after Clear). */
  nodeRef: (node: HTMLElement | null) => void;
  /** The player's strings: English with the host's `strings` and `<MethodStrings>` merged over it. */
  strings: PlayerStrings;
}

/**
 * One draggable item: a real button (Space or Enter picks it up). While dragging it moves through
 * the `--method-drag-x/y` variables only. Rendered state: `data-dragging` while it is picked up.
 */
export function DraggableItem({ id, label, disabled, nodeRef, strings }: DraggableItemProps) {
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
      {...listeners}
      ref={(node) => {
        setNodeRef(node);
        nodeRef(node);
      }}
    >
      {label}
    </button>
  );
}
