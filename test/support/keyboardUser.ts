import { userEvent } from 'vitest/browser';
import { keyboardLearner, type KeyboardUser } from './keyboardLearner';

export type { KeyboardUser };

/** The keyboard-only learner of ./keyboardLearner.ts in an in-page suite: vitest's browser userEvent sends the real key presses. */
export function keyboardUser(): KeyboardUser {
  return keyboardLearner((keys) => userEvent.keyboard(keys));
}
