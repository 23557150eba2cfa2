import { primaryAction, type PrimaryAction } from '../logic/primaryAction';
import { usePlayer, usePlayerContext } from './PlayerContext';

export type { PrimaryAction } from '../logic/primaryAction';

/** What the screen's one forward control does now (logic/primaryAction.ts; the store's `continue` follows the same rule). */
export function usePrimaryAction(): PrimaryAction {
  const { course } = usePlayerContext();
  return usePlayer((state) => primaryAction(course, state));
}
