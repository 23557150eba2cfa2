import { useEffect, useState, type RefObject } from 'react';
import { directionOf, type Direction } from './direction';

/**
 * The direction the referenced element is laid out in, for widgets that map arrow keys to values
 * (Radix slider). Re-read after every render: a host may flip `dir` above the player at any time.
 */
export function useDirection(ref: RefObject<Element | null>): Direction {
  const [direction, setDirection] = useState<Direction>('ltr');
  useEffect(() => {
    const next = directionOf(ref.current);
    if (next !== direction) setDirection(next);
  });
  return direction;
}
