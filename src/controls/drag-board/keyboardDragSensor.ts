import { KeyboardSensor, type KeyboardSensorProps, type UniqueIdentifier } from '@dnd-kit/core';
import { centredOn } from './zoneKeyboardCoordinates';

/** The parts of dnd-kit's KeyboardSensor (6.3.1) this class changes; private in its declarations. */
interface Internals {
  props: KeyboardSensorProps;
  detach(): void;
  handleCancel(event: Event): void;
  /** Where the item was when the first arrow moved it: a move is given relative to it. */
  referenceCoordinates?: { x: number; y: number };
  windowListeners: { target?: EventTarget; listeners: Array<[string, unknown, unknown?]>; add(name: string, handler: () => void): void };
}

/** How long a burst of resize events (a rotation, a keyboard sliding in) is let settle before the item is put back on its place. */
export const RESIZE_SETTLE_MS = 100;

/**
 * dnd-kit's keyboard sensor (6.3.1) with two changes.
 *
 * A keyboard drag survives a resize. dnd-kit cancels it on any window resize, and a tablet's
 * on-screen keyboard sliding in or the device turning dropped the item back where it came from.
 * Here a resize leaves the drag alone; once the resizing settles, the item is centred again on
 * the place it was over, measured anew (the board re-measures its places on a resize during a
 * drag: DragMonitor), so the next arrow goes on from there and a drop lands where the learner heard.
 *
 * A listener race is closed. dnd-kit adds its document keydown listener a task after Space picks
 * an item up; a tab switch in that task cancels the drag and detaches first, and the listener
 * added after outlives the drag: it swallows the learner's next Space, Enter or Escape anywhere on
 * the page (the space typed next into a text field was lost). Detaching again a task later removes
 * it; timers of equal delay run in the order they were set, so that one runs after dnd-kit's.
 */
export class KeyboardDragSensor extends KeyboardSensor {
  constructor(props: KeyboardSensorProps) {
    super(props);
    const sensor = this as unknown as Internals;
    let settling: ReturnType<typeof setTimeout> | undefined;
    let overAtResize: UniqueIdentifier | null = null;
    const recentre = () => {
      settling = undefined;
      const { droppableRects, collisionRect } = props.context.current;
      const zone = overAtResize === null ? undefined : droppableRects.get(overAtResize);
      const reference = sensor.referenceCoordinates;
      if (!zone || !collisionRect || !reference) return;
      const target = centredOn(zone, collisionRect);
      props.onMove({ x: target.x - reference.x, y: target.y - reference.y });
    };
    const onResize = () => {
      // The place is taken at the burst's first event: later ones may already have measured the item off it.
      if (settling === undefined) overAtResize = props.context.current.over?.id ?? null;
      clearTimeout(settling);
      settling = setTimeout(recentre, RESIZE_SETTLE_MS);
    };
    const { windowListeners } = sensor;
    windowListeners.target?.removeEventListener('resize', sensor.handleCancel as EventListener);
    windowListeners.listeners = windowListeners.listeners.filter(([name]) => name !== 'resize');
    windowListeners.add('resize', onResize);

    const detach = sensor.detach.bind(this);
    sensor.detach = () => {
      clearTimeout(settling);
      settling = undefined;
      detach();
      setTimeout(detach);
    };
  }
}
