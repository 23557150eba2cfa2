import { act as reactAct, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';

type ActFlag = { IS_REACT_ACT_ENVIRONMENT?: boolean };

/**
 * React's act(), with React told it is in a test only for its duration, as vitest-browser-react
 * does. In a real browser the clicks and keys come from Chromium and effects settle on their own,
 * as they do for a user; with the flag left on for the whole test React would call every such
 * update "not wrapped in act". mount and unmount use it; so may a test that must flush an update.
 */
export async function act(work: () => void | Promise<void>): Promise<void> {
  const flag = globalThis as ActFlag;
  const previous = flag.IS_REACT_ACT_ENVIRONMENT;
  flag.IS_REACT_ACT_ENVIRONMENT = true;
  try {
    await reactAct(async () => work());
  } finally {
    flag.IS_REACT_ACT_ENVIRONMENT = previous;
  }
}

/** Mounts React into a fresh container in the real browser page; returns it and an unmount. */
export async function mount(node: ReactNode): Promise<{ container: HTMLElement; unmount: () => Promise<void> }> {
  const container = document.createElement('div');
  document.body.append(container);
  let root: Root | undefined;
  await act(() => {
    root = createRoot(container);
    root.render(node);
  });
  return {
    container,
    unmount: async () => {
      await act(() => root?.unmount());
      container.remove();
    },
  };
}
