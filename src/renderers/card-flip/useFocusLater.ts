import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Moves focus to a registered element after the next render: pairing or unpairing removes the
 * control that had focus, and focus must not fall back to the page.
 */
export function useFocusLater(): { register: (key: string) => (node: HTMLElement | null) => void; focusLater: (key: string | null) => void } {
  const nodes = useRef(new Map<string, HTMLElement>());
  const [target, setTarget] = useState<{ key: string } | null>(null);
  useEffect(() => {
    if (target) nodes.current.get(target.key)?.focus();
  }, [target]);
  const register = useCallback(
    (key: string) => (node: HTMLElement | null) => {
      if (node) nodes.current.set(key, node);
      else nodes.current.delete(key);
    },
    [],
  );
  const focusLater = useCallback((key: string | null) => setTarget(key === null ? null : { key }), []);
  return { register, focusLater };
}
