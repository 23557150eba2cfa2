import { KeyboardSensor, type KeyboardSensorProps } from '@dnd-kit/core';

/** The part of dnd-kit's KeyboardSensor this class wraps; private in its declarations. */
interface Detaching {
  detach(): void;
}

/**
 * dnd-kit's keyboard sensor (6.3.1) with one race closed. It adds its document keydown listener a
 * task after Space picks an item up; a resize (a phone turned, a frame resized) or a tab switch in
 * that task cancels the drag and detaches first, and the listener added after outlives the drag:
 * it swallows the learner's next Space, Enter or Escape anywhere on the page (the space typed next
 * into a text field was lost). Detaching again a task later removes it; timers of equal delay run
 * in the order they were set, so that one runs after dnd-kit's.
 */
export class KeyboardDragSensor extends KeyboardSensor {
  constructor(props: KeyboardSensorProps) {
    super(props);
    const sensor = this as unknown as Detaching;
    const detach = sensor.detach.bind(this);
    sensor.detach = () => {
      detach();
      setTimeout(detach);
    };
  }
}
