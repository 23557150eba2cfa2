import type { MouseSensorOptions, TouchSensorOptions } from '@dnd-kit/core';

/**
 * A mouse drags once it has moved a few pixels, so a click (which picks the item) stays a click.
 * A finger drags only after a still press: a swipe that starts on an item moves more than
 * `tolerance` within `delay` and is left to the browser, which scrolls the page
 * (clauderic/dnd-kit #435, #467). No pointer sensor: it would claim touches too, and a pointer
 * sensor needs `touch-action: none`, which stops the swipe from scrolling at all.
 */
export const mouseSensorOptions: MouseSensorOptions = { activationConstraint: { distance: 4 } };

/** @see mouseSensorOptions */
export const touchSensorOptions: TouchSensorOptions = { activationConstraint: { delay: 250, tolerance: 5 } };
