import { pointerWithin, rectIntersection, type CollisionDetection } from '@dnd-kit/core';

/**
 * A pointer drops where it points. A keyboard drag has no pointer: it drops on the zone the arrow
 * keys moved it onto, and on nothing before the first arrow key (so Space twice changes nothing).
 */
export const dropZoneCollision: CollisionDetection = (args) => (args.pointerCoordinates ? pointerWithin(args) : rectIntersection(args));
