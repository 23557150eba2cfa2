import type userEvent from '@testing-library/user-event';

/** A few timer turns: dnd-kit moves and announces a keyboard drag a step after each key. */
export const pause = () => new Promise((resolve) => setTimeout(resolve, 10));

/** Picks up the focused item with Space, presses each arrow key in turn and drops it with Space. */
export async function dragByKeyboard(user: ReturnType<typeof userEvent.setup>, arrows: readonly string[]): Promise<void> {
  await user.keyboard(' ');
  await pause();
  for (const arrow of arrows) {
    await user.keyboard(`{${arrow}}`);
    await pause();
  }
  await user.keyboard(' ');
  await pause();
}
