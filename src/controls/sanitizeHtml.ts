import type { DOMPurify, WindowLike } from 'dompurify';
import { createNativeSanitizer, type NativeSanitize } from './nativeSanitizer';
import { loadedPurify, loadPurify, onPurifyLoaded } from './purifyLoader';
import { isPlainProse } from './plainProse';
import { makePurifier } from './purifySanitizer';
import { forgetSanitized, recall, remember } from './sanitizedMemo';
import { createServerWindow, requireServerPurify } from './serverWindow';

/**
 * Which sanitizer runs (docs/performance.md#sanitizer-paths): in a browser with the HTML Sanitizer
 * API, the native one (nativeSanitizer.ts), checked once with a canary; in any other browser,
 * DOMPurify over the page, loaded on first need; on a Node server, DOMPurify over jsdom, required
 * synchronously. They give the same string for realistic prose; on hostile strings the native
 * path differs only in the stricter or inert ways test/support/nativeGaps.ts names
 * (test/browser/sanitize-native.test.ts).
 */
type Sanitize = (html: string) => string;

let native: NativeSanitize | null | undefined;
let nativeAllowed = true;
/** DOMPurify's sanitize, once there is one: undefined until then, null where it cannot run. */
let purify: Sanitize | null | undefined;

const inBrowser = () => typeof window !== 'undefined' && !!window.document;

/** DOMPurify's sanitize over `host`, as a plain string function like the native one. */
function purifyOver(factory: DOMPurify, host: WindowLike): Sanitize | null {
  const instance = makePurifier(factory, host);
  return instance && ((html) => instance.sanitize(html) as string);
}

/** True where the native sanitizer passed its canary and is in use. */
export function usesNativeSanitizer(): boolean {
  if (!nativeAllowed || !inBrowser()) return false;
  if (native === undefined) native = createNativeSanitizer();
  return native !== null;
}

/** This runtime's sanitizer: undefined while DOMPurify is loading, null where nothing can sanitize. */
function currentSanitizer(): Sanitize | null | undefined {
  if (usesNativeSanitizer()) return native;
  if (purify !== undefined) return purify;
  if (!inBrowser()) {
    const host = createServerWindow();
    const factory = host && requireServerPurify();
    return (purify = host && factory ? purifyOver(factory, host) : null);
  }
  const factory = loadedPurify();
  if (!factory) {
    void loadPurify();
    return undefined;
  }
  return (purify = purifyOver(factory, window));
}

/**
 * Sanitizes untrusted payload HTML: natively where the browser can, else with DOMPurify (over
 * jsdom on a Node server). Returns null where no sanitizer can run (an edge runtime) and, in a
 * browser without the native one, until DOMPurify has loaded (see whenSanitizerReady): callers
 * then render nothing rather than unsanitized markup.
 */
export function sanitizeHtml(html: unknown): string | null {
  // Plain prose is what any sanitizer would return, and carries nothing to run: no parse, and no
  // wait for DOMPurify where it is still loading (docs/performance.md#plain-prose-skips-the-parse).
  if (typeof html === 'string' && isPlainProse(html)) return html;
  // Kept outputs first: only a sanitizer made them, and a screen's strings sanitized ahead in one
  // pass then need no second DOMPurify instance at all.
  let clean = typeof html === 'string' ? recall(html) : undefined;
  if (clean !== undefined) return clean;
  const sanitize = currentSanitizer();
  if (!sanitize) return null;
  if (typeof html !== 'string' || html.length === 0) return '';
  clean = sanitize(html);
  remember(html, clean);
  return clean;
}

/** False only while DOMPurify is loading in a browser without the native sanitizer. */
export function isSanitizerReady(): boolean {
  return currentSanitizer() !== undefined;
}

/** Calls `listener` when the sanitizer becomes ready; returns the unsubscribe (useSyncExternalStore's shape). */
export const subscribeSanitizerReady: (listener: () => void) => () => void = onPurifyLoaded;

/** Resolves once sanitizeHtml answers synchronously (at once where the native sanitizer or a server is). */
export async function whenSanitizerReady(): Promise<void> {
  // A failed fetch is tried again; three failures in a row leave it to the next render's need.
  for (let attempt = 0; attempt < 3 && !isSanitizerReady(); attempt++) await loadPurify();
}

/**
 * Turns the native path off (or on again) for this page, so tests can run the DOMPurify path in a
 * browser that has both. Not part of the package's entry.
 */
export function allowNativeSanitizer(allowed: boolean): void {
  nativeAllowed = allowed;
  // Outputs kept from the other path are equal by design, but a test of this path must make its own.
  forgetSanitized();
}
