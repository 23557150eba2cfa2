import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';

// Tell React this is a test environment so act() flushes updates without warnings.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Mounts React into a fresh container in the real browser page; returns it and an unmount. */
export async function mount(node: ReactNode): Promise<{ container: HTMLElement; unmount: () => Promise<void> }> {
  const container = document.createElement('div');
  document.body.append(container);
  let root: Root | undefined;
  await act(async () => {
    root = createRoot(container);
    root.render(node);
  });
  return {
    container,
    unmount: async () => {
      await act(async () => root?.unmount());
      container.remove();
    },
  };
}
