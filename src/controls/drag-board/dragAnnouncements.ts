import type { Announcements, UniqueIdentifier } from '@dnd-kit/core';
import type { KindPlayerStrings } from '../../strings/en-kinds';

type LabelOf = (id: UniqueIdentifier) => string | null;

/** dnd-kit's screen-reader announcements, reading item and zone labels (its defaults read ids). */
export function dragAnnouncements(itemLabel: LabelOf, zoneLabel: LabelOf, strings: Pick<KindPlayerStrings, 'dragStart' | 'dragOver' | 'dragEnd' | 'dragCancel'>): Announcements {
  const label = (id: UniqueIdentifier) => itemLabel(id) ?? '';
  const zone = (over: { id: UniqueIdentifier } | null) => (over ? zoneLabel(over.id) : null);
  return {
    onDragStart: ({ active }) => strings.dragStart({ label: label(active.id) }),
    onDragOver: ({ active, over }) => strings.dragOver({ label: label(active.id), zone: zone(over) }),
    onDragEnd: ({ active, over }) => strings.dragEnd({ label: label(active.id), zone: zone(over) }),
    onDragCancel: ({ active }) => strings.dragCancel({ label: label(active.id) }),
  };
}

/** Announcements that say nothing: for dnd-kit's own live region, which the board keeps silent and out of sight. */
export const silentAnnouncements: Announcements = {
  onDragStart: () => undefined,
  onDragOver: () => undefined,
  onDragEnd: () => undefined,
  onDragCancel: () => undefined,
};
