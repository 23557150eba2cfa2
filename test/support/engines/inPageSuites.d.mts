// Types for ./inPageSuites.mjs.
/** An engine the in-page suites run in. */
export type InPageEngineName = 'chromium' | 'firefox' | 'webkit';

export const IN_PAGE_SUITES: Record<InPageEngineName, readonly string[]>;
