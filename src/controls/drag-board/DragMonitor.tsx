import { useDndContext, useDndMonitor, type Announcements } from '@dnd-kit/core';
import { useEffect } from 'react';

export interface DragMonitorProps {
  announcements: Announcements;
  /** Says a message in the board's live region. */
  announce: (message: string) => void;
  /** A drag (pointer, touch or keyboard) began. */
  onDragStart: () => void;
}

/**
 * Speaks dnd-kit's drag announcements in the board's own live region, the one the tap path speaks
 * in too: one region per board, so a pick and a drag never talk over each other. While a drag is
 * on, a window resize re-measures every place: dnd-kit measures them when the drag starts and
 * again only when one changes size, and a place that only moved would be aimed at where it was
 * (the keyboard sensor keeps a drag through a resize: keyboardDragSensor.ts).
 */
export function DragMonitor({ announcements, announce, onDragStart }: DragMonitorProps) {
  const { active, measureDroppableContainers } = useDndContext();
  const dragging = active !== null;
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
  useEffect(() => {
    if (!dragging) return undefined;
    const remeasure = () => measureDroppableContainers([]);
    window.addEventListener('resize', remeasure);
    return () => window.removeEventListener('resize', remeasure);
  }, [dragging, measureDroppableContainers]);
  return null;
}
