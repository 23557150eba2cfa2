import { useState } from 'react';
import type { KindPlayerStrings } from '../../strings/en-kinds';

type TapStrings = Pick<KindPlayerStrings, 'tapPicked' | 'tapPlaced' | 'tapCancelled'>;

export interface TapPlacementOptions {
  labelOf: (itemId: string) => string;
  zoneLabelOf: (zoneId: string) => string;
  onPlace: (itemId: string, zoneId: string) => void;
  /** Says a message in the board's live region. */
  announce: (message: string) => void;
  /** Puts focus back on an item: the place buttons it used go away once it is placed. */
  focusItem: (itemId: string) => void;
  strings: TapStrings;
}

/** The tap path's state and its three moves, as `useTapPlacement` returns them. */
export interface TapPlacement {
  /** The item picked and waiting for a place, or null. */
  picked: string | null;
  /** Picks an item, or puts it back when it is the one picked. */
  toggle: (itemId: string) => void;
  /** Places the picked item on a zone. */
  placeOn: (zoneId: string) => void;
  /** Puts the picked item back (Escape), saying so. */
  cancel: () => void;
  /** Forgets the pick without a word (a drag started: the drag speaks for itself). */
  forget: () => void;
}

/**
 * Tap an item, then tap a place: the drag board's path for a learner who cannot or would rather
 * not drag (WCAG 2.2 SC 2.5.7), by touch, mouse click or a screen reader's click. It places items
 * through the same `onPlace` a drop calls, so the answer is the same whichever way it was made.
 */
export function useTapPlacement({ labelOf, zoneLabelOf, onPlace, announce, focusItem, strings }: TapPlacementOptions): TapPlacement {
  const [picked, setPicked] = useState<string | null>(null);
  const cancel = () => {
    if (picked === null) return;
    setPicked(null);
    announce(strings.tapCancelled({ label: labelOf(picked) }));
    focusItem(picked);
  };
  return {
    picked,
    toggle: (itemId) => {
      if (picked === itemId) return cancel();
      setPicked(itemId);
      announce(strings.tapPicked({ label: labelOf(itemId) }));
    },
    placeOn: (zoneId) => {
      if (picked === null) return;
      setPicked(null);
      onPlace(picked, zoneId);
      announce(strings.tapPlaced({ label: labelOf(picked), zone: zoneLabelOf(zoneId) }));
      focusItem(picked);
    },
    cancel,
    forget: () => setPicked(null),
  };
}
