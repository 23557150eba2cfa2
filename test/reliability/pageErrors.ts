/**
 * The page's uncaught errors and unhandled rejections, kept on `window.__pageErrors` for a driver
 * that has no event stream to report them (classic WebDriver: test/support/engines/webkitPages.ts).
 * Imported first by the built test pages, so it listens before anything else runs.
 */
declare global {
  interface Window {
    __pageErrors: string[];
  }
}

window.__pageErrors = [];
window.addEventListener('error', (event) => window.__pageErrors.push(String(event.message)));
window.addEventListener('unhandledrejection', (event) => window.__pageErrors.push(String((event.reason as Error | undefined)?.message ?? event.reason)));

export {};
