import { useDndMonitor, type Announcements } from '@dnd-kit/core';

export interface DragMonitorProps {
  announcements: Announcements;
  /** Says a message in the board's live region. */
  announce: (message: string) => void;
  /** A drag (pointer, touch or keyboard) began. */
  onDragStart: () => void;
}

/**
 * Speaks dnd-kit's drag announcements in the board's own live region, the one the tap path speaks
 * in too: one region per board, so a pick and a drag never talk over each other.
 */
export function DragMonitor({ announcements, announce, onDragStart }: DragMonitorProps) {
  const say = (message: string | undefined) => {
    if (message !== undefined) announce(message);
  };
  useDndMonitor({
    onDragStart: (event) => {
      onDragStart();
      say(announcements.onDragStart(event));
    },
    onDragOver: (event) => say(announcements.onDragOver(event)),
    onDragEnd: (event) => say(announcements.onDragEnd(event)),
    onDragCancel: (event) => say(announcements.onDragCancel(event)),
  });
  return null;
}
