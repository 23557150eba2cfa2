import { createContext, useSyncExternalStore, type ReactNode } from 'react';
import { isSanitizerReady, subscribeSanitizerReady } from './sanitizeHtml';

// Module constants, not closures per render.
const noUnsubscribe = () => {};
const neverChanges = () => noUnsubscribe;
const inClient = () => false;
const onServer = () => true;

/**
 * Whether payload HTML elements keep the markup already on the page: true on the server and while
 * hydrating (the server's markup: hydration stays exact), and while DOMPurify loads in a browser
 * without the native sanitizer (what the element shows: server markup or nothing). Null outside a
 * provider. The player provides it once for its html blocks instead of two subscriptions per
 * block: a screen of 2,000 html blocks held 4,000 (docs/performance.md, "Block bindings made once").
 */
export const KeepShownMarkupContext = createContext<boolean | null>(null);

/**
 * Provides KeepShownMarkupContext to `children`. Its own component, so a change (hydration over,
 * DOMPurify arrived) re-renders the prose elements that read it and nothing else: `children` is
 * the same element as before.
 */
export function KeepShownMarkup({ children }: { children: ReactNode }) {
  return <KeepShownMarkupContext.Provider value={useKeepShownMarkup()}>{children}</KeepShownMarkupContext.Provider>;
}

/** True on the server and while hydrating server HTML; false in a client render, including right after hydration. */
export function useHydrating(): boolean {
  return useSyncExternalStore(neverChanges, inClient, onServer);
}

/** The same value, for one element of its own (SafeHtml wherever a host puts it). */
export function useKeepShownMarkup(): boolean {
  const fromServer = useHydrating();
  // False only while DOMPurify loads; its arrival re-renders with the sanitized string.
  const ready = useSyncExternalStore(subscribeSanitizerReady, isSanitizerReady, onServer);
  return fromServer || !ready;
}
