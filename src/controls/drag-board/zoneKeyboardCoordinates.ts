import { KeyboardCode, type ClientRect, type KeyboardCoordinateGetter, type UniqueIdentifier } from '@dnd-kit/core';

const FORWARD: readonly string[] = [KeyboardCode.Down, KeyboardCode.Right];
const BACKWARD: readonly string[] = [KeyboardCode.Up, KeyboardCode.Left];

interface Zone {
  id: UniqueIdentifier;
  rect: ClientRect;
}

const readingOrder = (a: Zone, b: Zone) => a.rect.top - b.rect.top || a.rect.left - b.rect.left;

/**
 * Arrow keys jump the dragged item from drop zone to drop zone in reading order (wrapping at the
 * ends) instead of nudging it by pixels, so a keyboard user reaches every zone in a few presses.
 */
export const zoneKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  const step = FORWARD.includes(event.code) ? 1 : BACKWARD.includes(event.code) ? -1 : 0;
  if (step === 0) return undefined;
  event.preventDefault();
  const { collisionRect, droppableRects, droppableContainers, over } = context;
  if (!collisionRect) return undefined;
  const zones = droppableContainers
    .getEnabled()
    .flatMap((container): Zone[] => {
      const rect = droppableRects.get(container.id);
      return rect ? [{ id: container.id, rect }] : [];
    })
    .sort(readingOrder);
  if (zones.length === 0) return undefined;
  const current = over ? zones.findIndex((zone) => zone.id === over.id) : -1;
  const next = current === -1 ? (step === 1 ? 0 : zones.length - 1) : (current + step + zones.length) % zones.length;
  const { rect } = zones[next] as Zone;
  // Centre the dragged item on the zone, so it intersects that zone and no other.
  return {
    x: rect.left + rect.width / 2 - collisionRect.width / 2,
    y: rect.top + rect.height / 2 - collisionRect.height / 2,
  };
};
