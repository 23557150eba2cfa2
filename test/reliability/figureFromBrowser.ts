import { commands } from 'vitest/browser';

declare module 'vitest/browser' {
  interface BrowserCommands {
    reportFigure: (line: string) => Promise<void>;
  }
}

/** The browser-mode side of ./figure.ts: the line is printed by the Vitest process. */
export async function reportFigureFromBrowser(line: string): Promise<void> {
  await commands.reportFigure(line);
}
