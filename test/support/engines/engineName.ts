import { server } from 'vitest/browser';

/**
 * The engine a browser-mode test runs in, as suite titles and figures name it: the same file runs in
 * the `browser` project (Chromium) and the `webkit` project, and each run's output says which.
 */
export const engineName: string = ({ chromium: 'Chromium', webkit: 'WebKit', firefox: 'Firefox' } as Record<string, string>)[server.browser] ?? server.browser;
