import type { DOMPurify } from 'dompurify';

/**
 * DOMPurify's factory for a browser without a native sanitizer (Safari, older browsers, jsdom),
 * fetched on first need as a chunk of its own: a page in a browser with the native sanitizer never
 * loads it. Until it arrives sanitizeHtml has no answer and SafeHtml renders nothing new; the
 * listeners re-render it. A failed fetch is tried again on the next need.
 */
let factory: DOMPurify | undefined;
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

/** The factory once loaded, else undefined (and the load is under way after the first loadPurify). */
export function loadedPurify(): DOMPurify | undefined {
  return factory;
}

/** Starts the load once; resolves when DOMPurify is there, or when this attempt failed. */
export function loadPurify(): Promise<void> {
  loading ??= import('dompurify').then(
    (module) => {
      factory = module.default;
      for (const listener of [...listeners]) listener();
    },
    () => {
      loading = undefined;
    },
  );
  return loading;
}

/** Calls `listener` when DOMPurify has loaded; returns the unsubscribe. */
export function onPurifyLoaded(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** How many are waiting (render-count.test.tsx: one per player, not one per html block). Not part of the package's entry. */
export function purifyListenerCount(): number {
  return listeners.size;
}
