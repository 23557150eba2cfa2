/**
 * Keeps the page's uncaught errors and unhandled rejections on `window.__pageErrors`, for a driver
 * that has no event stream to report them (classic WebDriver: test/support/engines/webkitPages.ts).
 * Called first by the built test pages. A call, not an import for its effect: the package says it
 * has no side effects, so a bare import is dropped from the build.
 */
declare global {
  interface Window {
    __pageErrors: string[];
  }
}

export function recordPageErrors(): void {
  window.__pageErrors = [];
  window.addEventListener('error', (event) => window.__pageErrors.push(String(event.message)));
  window.addEventListener('unhandledrejection', (event) => window.__pageErrors.push(String((event.reason as Error | undefined)?.message ?? event.reason)));
}
