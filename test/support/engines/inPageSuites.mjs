// Plain JavaScript: vite.config.ts imports it, and Vite's config loader wants a file it can load as is.

/**
 * Which in-page suites (Vitest browser mode) each engine runs: vite.config.ts makes one project per
 * engine from this table. Chromium runs them all; another engine runs the suites listed for it,
 * each of which asks `inPageEngine` (./inPageEngine.ts) where its figures or a step differ by engine.
 * A suite joins an engine by being listed here, once it is green there (docs/browsers.md).
 */
export const IN_PAGE_SUITES = {
  chromium: [
    'test/browser/**/*.test.{ts,tsx}',
    'test/reliability/**/*.browser.test.{ts,tsx}',
    // test/engines holds suites about engine differences; those that hold in every engine run here too.
    'test/engines/failed-media-layout.test.tsx',
  ],
  firefox: [
    // The XSS and URL corpora on the path Firefox takes (its native Sanitizer API, and DOMPurify forced).
    'test/browser/xss-player.test.tsx',
    'test/browser/xss-course-chrome.test.tsx',
    'test/browser/xss-sanitizer-paths.test.tsx',
    'test/browser/sanitize-native.test.ts',
    'test/browser/plain-prose.test.ts',
    'test/reliability/url-sinks.browser.test.tsx',
    'test/reliability/url-sinks-chrome.browser.test.tsx',
    // Long screens (content-visibility groups), layout at phone widths, the sample course's first screens.
    'test/browser/long-screen.test.tsx',
    'test/browser/layout.test.tsx',
    'test/browser/sample-course.test.tsx',
    // A formula is never a link (Firefox makes any MathML element with an href one).
    'test/browser/formula-links.test.tsx',
    // Captions shown by default from a real WebVTT file, and a video counted as watched by playing.
    'test/browser/media-captions.test.tsx',
    // The liveness property's 64 fixture walks (rich and degraded, against the seeded service), and the whole sample course by mouse.
    'test/reliability/liveness-fixtures.browser.test.tsx',
    'test/browser/sample-course-mouse.test.tsx',
    // The sample course's key states against Firefox's own screenshot baselines.
    'test/engines/sample-course-looks.test.tsx',
    // A failed image or video keeps its frame: nothing below it moves (WebKit has no scroll anchoring).
    'test/engines/failed-media-layout.test.tsx',
    // Not here: keyboard-axe.test.tsx and keyboard-claim.test.tsx (the test frame loses the keyboard;
    // the keyboard walk to a credit claim, axe on each of its screens, runs in a page of its own:
    // test/reliability/keyboard-claim.node.test.ts).
  ],
  // WebKitGTK's MiniBrowser over classic WebDriver (its own project in vite.config.ts): the engine
  // of every iOS browser, and the one that takes the DOMPurify path (no Sanitizer API).
  webkit: [
    'test/browser/xss-player.test.tsx',
    'test/browser/xss-course-chrome.test.tsx',
    'test/browser/xss-sanitizer-paths.test.tsx',
    'test/reliability/url-sinks.browser.test.tsx',
    'test/reliability/url-sinks-chrome.browser.test.tsx',
    'test/browser/sample-course.test.tsx',
    'test/browser/keyboard-axe.test.tsx',
    'test/browser/keyboard-claim.test.tsx',
    'test/browser/long-screen.test.tsx',
    'test/browser/layout.test.tsx',
    'test/browser/media-captions.test.tsx',
    'test/engines/engine-paths.test.tsx',
    'test/engines/failed-media-layout.test.tsx',
    'test/engines/sample-course-screenshots.test.tsx',
    'test/reliability/liveness-fixtures.browser.test.tsx',
    // The whole sample course by mouse: listed once failed media stopped moving what the pointer aimed at (docs/browsers.md).
    'test/browser/sample-course-mouse.test.tsx',
  ],
};
