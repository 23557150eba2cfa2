import { commands } from 'vitest/browser';
import { countEngineDialogs } from '../xssDetector';

declare module 'vitest/browser' {
  interface BrowserCommands {
    takeDismissedDialogs: () => Promise<string[]>;
  }
}

// WebKit's project only: the dialogs its provider dismissed count in the XSS detector (see settle()).
countEngineDialogs(() => commands.takeDismissedDialogs());
