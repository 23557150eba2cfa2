/**
 * Prints a suite's figure as one line on the test runner's stdout, never through `console` (test
 * guards may fail tests on console output). Under Node (unit and jsdom projects) it writes
 * directly; in browser mode it calls the `reportFigure` command that vite.config.ts defines, which
 * writes from the Vitest process. Browser suites import `reportFigureFromBrowser` instead.
 */
export function reportFigure(line: string): void {
  process.stdout.write(`[figure] ${line}\n`);
}
