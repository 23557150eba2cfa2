import { KeyboardCode, type ClientRect, type KeyboardCoordinateGetter, type UniqueIdentifier } from '@dnd-kit/core';
import { directionOf, type Direction } from '../../i18n/direction';

// Right to left, reading order runs leftwards: Left goes forward and Right goes back.
const FORWARD: Record<Direction, readonly string[]> = { ltr: [KeyboardCode.Down, KeyboardCode.Right], rtl: [KeyboardCode.Down, KeyboardCode.Left] };
const BACKWARD: Record<Direction, readonly string[]> = { ltr: [KeyboardCode.Up, KeyboardCode.Left], rtl: [KeyboardCode.Up, KeyboardCode.Right] };

interface Zone {
  id: UniqueIdentifier;
  rect: ClientRect;
}

const readingOrder = (direction: Direction) => (a: Zone, b: Zone) =>
  a.rect.top - b.rect.top || (direction === 'rtl' ? b.rect.left + b.rect.width - (a.rect.left + a.rect.width) : a.rect.left - b.rect.left);

/**
 * Arrow keys jump the dragged item from drop zone to drop zone in reading order (wrapping at the
 * ends) instead of nudging it by pixels, so a keyboard user reaches every zone in a few presses.
 * Reading order and the arrows follow the writing direction.
 */
export const zoneKeyboardCoordinatesIn = (direction: Direction): KeyboardCoordinateGetter => (event, { context }) => {
  const step = FORWARD[direction].includes(event.code) ? 1 : BACKWARD[direction].includes(event.code) ? -1 : 0;
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
    .sort(readingOrder(direction));
  if (zones.length === 0) return undefined;
  const current = over ? zones.findIndex((zone) => zone.id === over.id) : -1;
  const next = current === -1 ? (step === 1 ? 0 : zones.length - 1) : (current + step + zones.length) % zones.length;
  return centredOn((zones[next] as Zone).rect, collisionRect);
};

/** Where the dragged item's top-left goes to sit centred on a zone, so it intersects that zone and no other. */
export function centredOn(zone: ClientRect, item: ClientRect): { x: number; y: number } {
  return { x: zone.left + zone.width / 2 - item.width / 2, y: zone.top + zone.height / 2 - item.height / 2 };
}

/** The zone getter in the direction the dragged item (the key event's target) is laid out in. */
export const zoneKeyboardCoordinates: KeyboardCoordinateGetter = (event, args) => zoneKeyboardCoordinatesIn(directionOf(event.target))(event, args);
