import { forwardControl, type ForwardControl } from '../logic/review';
import { usePlayer, usePlayerContext } from './PlayerContext';

export type { PrimaryAction } from '../logic/primaryAction';
export type { ForwardControl } from '../logic/review';

/**
 * What the screen's one forward control does now (logic/review.ts over logic/primaryAction.ts): the
 * store's `continue` follows the same rule, except that it sends where the button offers the review first.
 */
export function usePrimaryAction(): ForwardControl {
  const { course, review } = usePlayerContext();
  return usePlayer((state) => forwardControl(course, state, review));
}
