import { useEffect, useState, type RefObject } from 'react';
import { directionOf, type Direction } from './direction';

/**
 * The direction the referenced element sits in, for widgets that map arrow keys to values
 * (Radix slider). Re-read after every render: a host may flip `dir` above the player at any time.
 */
export function useDirection(ref: RefObject<Element | null>): Direction {
  const [direction, setDirection] = useState<Direction>('ltr');
  useEffect(() => {
    // The parent's: a widget given `dir` (Radix writes it on its root) would otherwise read its own answer back.
    const next = directionOf(ref.current?.parentElement);
    if (next !== direction) setDirection(next);
  });
  return direction;
}
